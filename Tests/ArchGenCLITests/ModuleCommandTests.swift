import Foundation
import TestSupport
import XCTest

/// `new` and `generate` through the real binary, on real files: ownership,
/// idempotence, dry runs, `--force`, and nothing written on bad input.
final class ModuleCommandTests: XCTestCase {
    private var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
    }

    /// Runs the binary in the scratch folder; `new` without its build, which
    /// these tests are not about (`CheckCommandBuildTests` covers it).
    private func run(_ arguments: String...) throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments.first == "new" ? arguments + ["--no-build"] : arguments, in: scratch.url)
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: scratch.url.appendingPathComponent(path), encoding: .utf8)
    }

    private func copySignInSpec() throws {
        let spec = Fixtures.directory.appendingPathComponent("Specs/SignIn.archgen")
        try scratch.write("SignIn.archgen", String(contentsOf: spec, encoding: .utf8))
    }

    /// `label  path` lines of a run's report, as (label, path).
    private func actions(_ output: String) -> [(String, String)] {
        output.split(separator: "\n").dropLast().map { line in
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            let path = String(parts.last!)
            return (line.hasPrefix("skip (exists)") ? "skip (exists)" : String(parts[0]), path)
        }
    }

    func testNewWithoutASpecWritesAStarterSpecAndItsModule() throws {
        let result = try run("new", "SignIn", "--style", "viper")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(actions(result.standardOutput).map(\.1), [
            "SignIn.archgen", "SignIn/SignInContract.swift", "SignIn/SignInPresenter.swift",
            "SignIn/SignInInteractor.swift", "SignIn/SignInRouter.swift", "SignIn/SignInViewController.swift",
            "SignInTests/SignInTestDoubles.swift", "SignInTests/SignInPresenterTests.swift",
            "SignInTests/SignInInteractorTests.swift", "SignInTests/SignInRouterTests.swift",
        ])
        XCTAssertTrue(actions(result.standardOutput).allSatisfy { $0.0 == "create" })
        XCTAssertTrue(result.standardOutput.split(separator: "\n").last!.hasPrefix("10 created ("))
        XCTAssertTrue(try read("SignIn.archgen").contains("module: SignIn\nstyle: viper\n"))
        let lint = try run("lint", "SignIn.archgen")
        XCTAssertEqual(lint.status, 0, lint.standardError)
    }

    func testNewTwiceReportsEveryFileUnchanged() throws {
        XCTAssertEqual(try run("new", "SignIn", "--style", "viper").status, 0)
        let before = try read("SignIn/SignInContract.swift")
        let second = try run("new", "SignIn", "--style", "viper")
        XCTAssertEqual(second.status, 0, second.standardError)
        XCTAssertEqual(actions(second.standardOutput).count, 10)
        XCTAssertTrue(actions(second.standardOutput).allSatisfy { $0.0 == "unchanged" }, second.standardOutput)
        XCTAssertEqual(try read("SignIn/SignInContract.swift"), before)
    }

    /// Each example, in its own style, through the real binary: exactly its golden module.
    func testNewWithAnExampleSpecWritesItsGoldenModuleInEveryStyle() throws {
        for (module, golden) in [("SignIn", "viper/SignIn/uikit-xctest"), ("ItemsList", "viper-s/ItemsList/uikit-xctest"),
                                 ("Main", "vip/Main/uikit-xctest"), ("ListMovies", "vip/ListMovies/uikit-swift-testing")] {
            let spec = Fixtures.directory.appendingPathComponent("Specs/\(module).archgen")
            try scratch.write("\(module).archgen", String(contentsOf: spec, encoding: .utf8))
            let result = try run("new", module, "--spec", "\(module).archgen")
            XCTAssertEqual(result.status, 0, result.standardError)
            let folder = Fixtures.directory.appendingPathComponent("Golden/\(golden)")
            for (kind, target) in [("Sources", module), ("Tests", module + "Tests")] {
                let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(kind).path).sorted()
                XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent(target).path).sorted(),
                               names, golden)
                for name in names {
                    let expected = try String(contentsOf: folder.appendingPathComponent("\(kind)/\(name)"), encoding: .utf8)
                    XCTAssertEqual(try read("\(target)/\(name)"), expected, "\(golden)/\(kind)/\(name)")
                }
            }
        }
    }

    /// `new` without a spec in the other styles: the starter spec says the style, the files are the style's.
    func testNewWritesAStarterModuleInVIPERSAndVIP() throws {
        for (style, files) in [
            ("viper-s", ["Profile.archgen", "Profile/ProfileContract.swift", "Profile/ProfileDirector.swift",
                         "Profile/ProfileWorker.swift", "Profile/ProfileNavigator.swift", "Profile/ProfileScene.swift",
                         "ProfileTests/ProfileTestDoubles.swift", "ProfileTests/ProfileDirectorTests.swift",
                         "ProfileTests/ProfileWorkerTests.swift", "ProfileTests/ProfileNavigatorTests.swift"]),
            ("vip", ["Profile.archgen", "Profile/ProfileProtocols.swift", "Profile/ProfileModels.swift", "Profile/ProfileInteractor.swift",
                     "Profile/ProfilePresenter.swift", "Profile/ProfileRouter.swift", "Profile/ProfileWorker.swift",
                     "Profile/ProfileConfigurator.swift", "Profile/ProfileViewController.swift",
                     "ProfileTests/ProfileTestDoubles.swift", "ProfileTests/ProfileInteractorTests.swift",
                     "ProfileTests/ProfilePresenterTests.swift", "ProfileTests/ProfileViewControllerTests.swift",
                     "ProfileTests/ProfileConfiguratorTests.swift"]),
        ] {
            let result = try run("new", "Profile", "--style", style, "--output", style + "/Profile", "--tests-output", style + "/ProfileTests")
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertEqual(actions(result.standardOutput).map(\.1), files.map { style + "/" + $0 }, style)
            XCTAssertTrue(try read(style + "/Profile.archgen").contains("module: Profile\nstyle: \(style)\n"))
        }
    }

    func testAHandEditedScaffoldFileSurvivesGenerate() throws {
        try copySignInSpec()
        XCTAssertEqual(try run("new", "--spec", "SignIn.archgen").status, 0)
        let edited = try read("SignIn/SignInPresenter.swift") + "// My own code.\n"
        try scratch.write("SignIn/SignInPresenter.swift", edited)
        let result = try run("generate", "SignIn.archgen")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("skip (exists)  SignIn/SignInPresenter.swift\n"), result.standardOutput)
        XCTAssertEqual(try read("SignIn/SignInPresenter.swift"), edited)
    }

    func testAddingAnEventUpdatesTheContractAndTheDoublesAndStubsThePresenter() throws {
        try copySignInSpec()
        XCTAssertEqual(try run("new", "--spec", "SignIn.archgen").status, 0)
        let spec = try read("SignIn.archgen")
        try scratch.write("SignIn.archgen", spec.replacingOccurrences(
            of: "events:        # view -> presenter\n  - signIn(username: String)\n",
            with: "events:        # view -> presenter\n  - signIn(username: String)\n  - forgotPassword()\n"))
        let result = try run("generate")
        XCTAssertEqual(result.status, 0, result.standardError)
        let changed = actions(result.standardOutput).filter { $0.0 != "unchanged" && $0.0 != "skip (exists)" }
        XCTAssertEqual(changed.map(\.0), ["update", "update", "update"], result.standardOutput)
        XCTAssertEqual(changed.map(\.1), ["SignIn/SignInContract.swift", "SignIn/SignInPresenter.swift", "SignInTests/SignInTestDoubles.swift"])
        XCTAssertTrue(try read("SignIn/SignInContract.swift").contains("    func forgotPassword()\n"))
        XCTAssertTrue(try read("SignInTests/SignInTestDoubles.swift").contains("var forgotPasswordCallsCount = 0"))
        XCTAssertTrue(try read("SignIn/SignInPresenter.swift").contains("\n    func forgotPassword() {\n"), "the presenter gets its stub")
    }

    func testDryRunShowsTheDiffAndWritesNothing() throws {
        try copySignInSpec()
        XCTAssertEqual(try run("new", "--spec", "SignIn.archgen").status, 0)
        let spec = try read("SignIn.archgen")
        try scratch.write("SignIn.archgen", spec.replacingOccurrences(of: "  - close()", with: "  - close()\n  - back()")
            .replacingOccurrences(of: "  - showAlert(for error: Error)", with: "  - showAlert(for error: Error)\n  - back()"))
        let contract = try read("SignIn/SignInContract.swift")
        let result = try run("generate", "--dry-run")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("""
            would update  SignIn/SignInContract.swift
            --- a/SignIn/SignInContract.swift
            +++ b/SignIn/SignInContract.swift
            """), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("+    func back()\n"))
        // The router gets the route's stub: the diff shows it.
        XCTAssertTrue(result.standardOutput.contains("""
            would update  SignIn/SignInRouter.swift
            --- a/SignIn/SignInRouter.swift
            +++ b/SignIn/SignInRouter.swift
            """), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("+    func back() {\n+        // TODO: Navigate.\n+    }\n"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.split(separator: "\n").last!.hasPrefix("dry run, nothing written: 3 to update,"))
        XCTAssertEqual(try read("SignIn/SignInContract.swift"), contract)
        XCTAssertFalse(try read("SignIn/SignInRouter.swift").contains("func back()"))
    }

    func testForceReplacesAnEditedScaffoldFileAndListsItFirst() throws {
        XCTAssertEqual(try run("new", "SignIn").status, 0)
        let original = try read("SignIn/SignInRouter.swift")
        try scratch.write("SignIn/SignInRouter.swift", original + "// edited\n")
        let result = try run("new", "SignIn", "--force")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, """
            --force: 1 scaffold file differs from what archgen would write and will be overwritten:
              SignIn/SignInRouter.swift

            """)
        XCTAssertTrue(result.standardOutput.contains("update     SignIn/SignInRouter.swift  (overwrote your edits)\n"), result.standardOutput)
        XCTAssertEqual(try read("SignIn/SignInRouter.swift"), original)
    }

    func testAnInvalidSpecWritesNothing() throws {
        try scratch.write("Broken.archgen", "module: Broken\nevents:\n  - tap(\n")
        let result = try run("generate", "Broken.archgen")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("Broken.archgen:3:"), result.standardError)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path), ["Broken.archgen"])
    }

    func testNewRejectsANameThatIsNotAModuleName() throws {
        for name in ["class", "../Evil", "sign-in"] {
            let result = try run("new", name)
            XCTAssertEqual(result.status, 2, name)
            XCTAssertTrue(result.standardError.hasPrefix("error: '\(name)' is not a valid module name"), result.standardError)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path), [])
    }

    func testNewRefusesASpecOfAnotherModule() throws {
        try copySignInSpec()
        let result = try run("new", "Login", "--spec", "SignIn.archgen")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.hasPrefix("error: SignIn.archgen describes module 'SignIn', not 'Login'\n"))
    }

    func testOutputFoldersAndPlatformOverride() throws {
        let result = try run("new", "Profile", "--platform", "swiftui", "--tests", "swift-testing",
                             "--output", "App/Profile", "--tests-output", "AppTests/Profile")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(try read("App/Profile.archgen").contains("platform: swiftui\ntests: swift-testing\n"))
        XCTAssertTrue(try read("App/Profile/ProfileScreen.swift").contains("struct ProfileScreen: View"))
        XCTAssertTrue(try read("AppTests/Profile/ProfileRouterTests.swift").contains("import Testing\n"))
    }

    func testAnOutputFolderThatIsAFileIsAnEnvironmentError() throws {
        try scratch.write("SignIn", "not a folder")
        let result = try run("new", "SignIn")
        XCTAssertEqual(result.status, 3)
        XCTAssertTrue(result.standardError.contains("SignIn"), result.standardError)
        XCTAssertEqual(try read("SignIn"), "not a folder")
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("SignIn.archgen").path))
    }

    func testATemplatesFolderOverridesTheBuiltInTemplates() throws {
        try copySignInSpec()
        try scratch.write("custom/viper/Contract.stencil", "{% include \"shared/Header\" %}\n// Our contract for {{ module }}.\n")
        let result = try run("generate", "SignIn.archgen", "--templates", "custom")
        XCTAssertEqual(result.status, 0, result.standardError)
        // SignIn names URL loading types: the header's own imports bring FoundationNetworking where it exists.
        XCTAssertTrue(try read("SignIn/SignInContract.swift").hasSuffix(
            "import Foundation\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n// Our contract for SignIn.\n"))
        XCTAssertTrue(try read("SignIn/SignInPresenter.swift").contains("final class SignInPresenter"))
    }

    func testABrokenOverrideTemplateIsALocatedErrorAndWritesNothing() throws {
        try copySignInSpec()
        try scratch.write("custom/viper/Router.stencil", "final class {{ router.nmae }} {}\n")
        let result = try run("generate", "SignIn.archgen", "--templates", "custom")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, """
            custom/viper/Router.stencil:1:23: error: 'router' has no key 'nmae'
            final class {{ router.nmae }} {}
                                  ^
            hint: did you mean 'name'?

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("SignIn").path))
    }
}
