import Foundation
import TestSupport
import XCTest

/// `generate`, `new`, `lint` and `dump` in a project with archgen.yml,
/// through the real binary: spec folders, paths, defaults, templates, and
/// an invalid archgen.yml stopping everything.
final class ProjectCommandTests: XCTestCase {
    private var scratch: ScratchDirectory!

    private let settings = """
        specs: [Specs, Features]
        paths:
          sources: Sources/{module}
          tests: Tests/{module}Tests
        defaults:
          style: vip
          platform: none
          appModule: MyApp

        """

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
    }

    /// Runs the binary in `folder` of the scratch project; `new` without its
    /// build, which these tests are not about (`CheckCommandBuildTests` covers it).
    private func run(_ arguments: String..., in folder: String = ".") throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments.first == "new" ? arguments + ["--no-build"] : arguments,
                             in: scratch.url.appendingPathComponent(folder), environment: ["NO_COLOR": "1"])
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: scratch.url.appendingPathComponent(path), encoding: .utf8)
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent(path).path)
    }

    /// The paths of a run's report, without its summary line.
    private func paths(_ output: String) -> [String] {
        output.split(separator: "\n").dropLast().map { String($0.split(separator: " ").last!) }
    }

    func testGenerateUsesEverySpecFolderAndThePaths() throws {
        try scratch.write("archgen.yml", settings)
        try scratch.write("Specs/Home.archgen", "module: Home\n")
        try scratch.write("Features/Cart/Cart.archgen", "module: Cart\nstyle: viper\n")
        try scratch.write("Elsewhere/Ignored.archgen", "module: Ignored\n")
        let result = try run("generate")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(paths(result.standardOutput), [
            "Sources/Cart/CartContract.swift", "Sources/Cart/CartPresenter.swift", "Sources/Cart/CartInteractor.swift",
            "Sources/Cart/CartRouter.swift", "Tests/CartTests/CartTestDoubles.swift", "Tests/CartTests/CartPresenterTests.swift",
            "Tests/CartTests/CartInteractorTests.swift", "Tests/CartTests/CartRouterTests.swift",
            "Sources/Home/HomeProtocols.swift", "Sources/Home/HomeInteractor.swift", "Sources/Home/HomePresenter.swift",
            "Sources/Home/HomeRouter.swift", "Sources/Home/HomeWorker.swift", "Sources/Home/HomeConfigurator.swift",
            "Tests/HomeTests/HomeTestDoubles.swift", "Tests/HomeTests/HomeInteractorTests.swift",
            "Tests/HomeTests/HomePresenterTests.swift", "Tests/HomeTests/HomeConfiguratorTests.swift",
        ])
        XCTAssertTrue(try read("Tests/HomeTests/HomeInteractorTests.swift").contains("@testable import MyApp\n"))
        XCTAssertFalse(exists("Sources/Ignored"))
    }

    /// From a subfolder, archgen.yml is found above and every path goes through its folder.
    func testGenerateFromASubfolderFindsTheSettingsAbove() throws {
        try scratch.write("archgen.yml", "specs: Specs\npaths:\n  sources: Sources/{module}\n")
        try scratch.write("Specs/Home.archgen", "module: Home\n")
        let result = try run("generate", "--dry-run", in: "Specs")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.hasPrefix("would create  ../Sources/Home/HomeContract.swift\n"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("would create  ../Specs/HomeTests/HomeTestDoubles.swift\n"), result.standardOutput)
        let named = try run("generate", "Home.archgen", in: "Specs")
        XCTAssertEqual(named.status, 0, named.standardError)
        XCTAssertTrue(exists("Sources/Home/HomePresenter.swift"))
        XCTAssertTrue(exists("Specs/HomeTests/HomeTestDoubles.swift"))
    }

    func testNoSpecsInTheSpecFolders() throws {
        try scratch.write("archgen.yml", "specs: Specs\n")
        try scratch.write("Home.archgen", "module: Home\n")
        let result = try run("generate")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.hasPrefix("""
            error: no specs found under Specs (the spec folders of archgen.yml)
            hint: create one with `archgen new <Module>`, or change 'specs' in archgen.yml

            """), result.standardError)
    }

    func testNewWritesTheStarterSpecToTheFirstSpecFolderWithTheDefaults() throws {
        try scratch.write("archgen.yml", settings)
        let result = try run("new", "Profile")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(paths(result.standardOutput), [
            "Specs/Profile.archgen", "Sources/Profile/ProfileProtocols.swift", "Sources/Profile/ProfileModels.swift",
            "Sources/Profile/ProfileInteractor.swift",
            "Sources/Profile/ProfilePresenter.swift", "Sources/Profile/ProfileRouter.swift", "Sources/Profile/ProfileWorker.swift",
            "Sources/Profile/ProfileConfigurator.swift", "Tests/ProfileTests/ProfileTestDoubles.swift",
            "Tests/ProfileTests/ProfileInteractorTests.swift", "Tests/ProfileTests/ProfilePresenterTests.swift",
            "Tests/ProfileTests/ProfileConfiguratorTests.swift",
        ])
        XCTAssertTrue(try read("Specs/Profile.archgen").contains("module: Profile\nstyle: vip\nplatform: none\ntests: xctest\n"))
    }

    /// The options win over the defaults; --output and --tests-output over the paths.
    func testNewOptionsWinOverTheSettings() throws {
        try scratch.write("archgen.yml", settings)
        let result = try run("new", "Profile", "--style", "viper", "--platform", "swiftui", "--tests-output", "Checks/Profile")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(try read("Specs/Profile.archgen").contains("style: viper\nplatform: swiftui\n"))
        XCTAssertTrue(exists("Sources/Profile/ProfileScreen.swift"))
        XCTAssertTrue(exists("Checks/Profile/ProfileRouterTests.swift"))
        let output = try run("new", "Account", "--output", "App/Account")
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertTrue(exists("App/Account.archgen"))
        XCTAssertTrue(exists("App/Account/AccountInteractor.swift"))
        XCTAssertTrue(exists("Tests/AccountTests/AccountInteractorTests.swift"))
    }

    func testNewWithASpecUsesThePathsAndTheSpecsOwnValues() throws {
        try scratch.write("archgen.yml", settings)
        try scratch.write("Features/Cart.archgen", "module: Cart\nstyle: viper-s\n")
        let result = try run("new", "--spec", "Features/Cart.archgen")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(exists("Sources/Cart/CartDirector.swift"))
        XCTAssertTrue(exists("Tests/CartTests/CartWorkerTests.swift"))
        XCTAssertFalse(exists("Sources/Cart/CartScene.swift"), "platform: none comes from the defaults")
    }

    func testLintAndDumpApplyTheDefaults() throws {
        try scratch.write("archgen.yml", settings)
        try scratch.write("Specs/Home.archgen", "module: Home\n")
        let lint = try run("lint", "Specs/Home.archgen")
        XCTAssertEqual(lint.standardOutput, "linted 1 spec: 0 errors, 0 warnings\n")
        let dump = try run("dump", "Home.archgen", in: "Specs")
        XCTAssertEqual(dump.status, 0, dump.standardError)
        XCTAssertTrue(dump.standardOutput.contains("""
              "style": "vip",
              "platform": "none",
              "tests": "xctest",
              "isolation": "mainActor",
              "observation": "observable",
            """), dump.standardOutput)
        XCTAssertTrue(dump.standardOutput.contains("  \"appModule\": \"MyApp\",\n"), dump.standardOutput)
    }

    func testAnInvalidSettingsFileStopsEveryCommand() throws {
        try scratch.write("archgen.yml", "specs: Specs\ndefaults:\n  stlye: vip\n")
        try scratch.write("Specs/Home.archgen", "module: Home\n")
        let expected = """
            ../archgen.yml:3:3: error: unknown key 'stlye'
              stlye: vip
              ^
            hint: did you mean 'style'?

            """
        for arguments in [["generate"], ["new", "Profile"], ["lint", "Home.archgen"], ["dump", "Home.archgen"]] {
            let result = try BinaryRunner.run(arguments, in: scratch.url.appendingPathComponent("Specs"), environment: ["NO_COLOR": "1"])
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.standardError, expected, "\(arguments)")
            XCTAssertEqual(result.standardOutput, "", "\(arguments)")
        }
        let check = try BinaryRunner.run(["check"], in: scratch.url.appendingPathComponent("Specs"), environment: ["NO_COLOR": "1"])
        XCTAssertEqual(check.status, 2)
        XCTAssertEqual(check.standardError, expected)
        XCTAssertEqual(check.standardOutput, "check: 1 problem: 1 spec error\n", "no module was checked, so none is counted")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted(), ["Specs", "archgen.yml"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("Specs").path),
                       ["Home.archgen"])
    }

    /// archgen.yml's templates folder is used; --templates wins over it.
    func testTheSettingsTemplatesFolder() throws {
        try scratch.write("archgen.yml", "templates: Templates/archgen\n")
        try scratch.write("Home.archgen", "module: Home\n")
        try scratch.write("Templates/archgen/viper/Contract.stencil", "// Project contract for {{ module }}.\n")
        try scratch.write("Other/viper/Contract.stencil", "// Other contract for {{ module }}.\n")
        XCTAssertEqual(try run("generate").status, 0)
        // A generated file's first line gets its digest (FileOrigin), whatever the template.
        XCTAssertTrue(try read("Home/HomeContract.swift").hasPrefix("// Project contract for Home. (digest "))
        XCTAssertEqual(try run("generate", "--templates", "Other").status, 0)
        XCTAssertTrue(try read("Home/HomeContract.swift").hasPrefix("// Other contract for Home. (digest "))
        let list = try run("templates", "list")
        XCTAssertTrue(list.standardOutput.contains("Templates/archgen/viper/Contract.stencil"), list.standardOutput)
    }
}
