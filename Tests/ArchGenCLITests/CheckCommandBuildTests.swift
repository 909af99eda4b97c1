import Foundation
import TestSupport
import XCTest

/// `check` and `new`'s build through the real binary and the real `swift
/// build`. Every test works in one project folder, reset before each test, so
/// the project's sandbox in the test cache stays warm and only the first
/// build is a cold one.
final class CheckCommandBuildTests: XCTestCase {
    private static let root = FileManager.default.temporaryDirectory.appendingPathComponent("archgen-check-tests")
    private let project = CheckCommandBuildTests.root.appendingPathComponent("project")
    private let cache = CheckCommandBuildTests.root.appendingPathComponent("cache")

    override func setUpWithError() throws {
        _ = try SwiftToolchain.requireSwift()
        try? FileManager.default.removeItem(at: project)
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        // Each test's first check builds: no test reuses a build another one left.
        let sandboxes = cache.appendingPathComponent("sandboxes")
        for sandbox in (try? FileManager.default.contentsOfDirectory(atPath: sandboxes.path)) ?? [] {
            for record in ["archgen-build-record", "archgen-build-records"] {
                try? FileManager.default.removeItem(at: sandboxes.appendingPathComponent(sandbox + "/package/.build/" + record))
            }
        }
    }

    private func run(_ arguments: String..., environment: [String: String] = [:]) throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments, in: project, environment: ["ARCHGEN_CACHE_DIR": cache.path].merging(environment) { $1 })
    }

    private func write(_ path: String, _ text: String) throws {
        let url = project.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: project.appendingPathComponent(path), encoding: .utf8)
    }

    /// The SignIn example (seed 000), generated without a build.
    private func makeSignIn() throws {
        try write("SignIn.archgen", String(contentsOf: Fixtures.specsDirectory.appendingPathComponent("SignIn.archgen"), encoding: .utf8))
        let result = try run("new", "--spec", "SignIn.archgen", "--no-build")
        XCTAssertEqual(result.status, 0, result.standardError)
    }

    /// `SignInPresenter.swift` with `line` put after its `signIn(username:)` opening line.
    private func insertIntoPresenter(_ line: String) throws -> Int {
        var lines = try read("SignIn/SignInPresenter.swift").components(separatedBy: "\n")
        let index = try XCTUnwrap(lines.firstIndex { $0.contains("func signIn(username: String) {") })
        lines.insert(line, at: index + 1)
        try write("SignIn/SignInPresenter.swift", lines.joined(separator: "\n"))
        return index + 2
    }

    func testACleanModulePasses() throws {
        try makeSignIn()
        let result = try run("check", "--run-tests")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.hasPrefix("check: 1 module up to date, built and tested: 5 tests ran, 5 passed, 0 failed"),
                      result.standardOutput)
        XCTAssertTrue(result.standardError.contains("building SignIn with its tests, then running them…"), result.standardError)
        #if os(Linux)
        // Linux has no UIKit: the view controller and the router's UIKit code are said not to be compiled.
        XCTAssertTrue(result.standardOutput.contains(" 0 failed; code of 1 module not compiled on Linux (see the notes) (specs "),
                      result.standardOutput)
        XCTAssertTrue(result.standardError.hasSuffix("""
            SignIn.archgen: note: not compiled on Linux: the #if canImport(UIKit) code of SignIn/SignInRouter.swift \
            and SignIn/SignInViewController.swift
            hint: only a Mac with Xcode compiles it: there, check builds for the iOS simulator

            """), result.standardError)
        #endif
    }

    func testASecondCheckReusesTheBuildUntilAnythingItDependsOnChanges() throws {
        try makeSignIn()
        func reused(_ arguments: String..., because change: String) throws -> Bool {
            let result = try BinaryRunner.run(
                ["check", "--format", "json"] + arguments, in: project, environment: ["ARCHGEN_CACHE_DIR": cache.path])
            XCTAssertEqual(result.status, 0, change + "\n" + result.standardError)
            let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
            let build = try XCTUnwrap(document?["build"] as? [String: Any], change)
            XCTAssertEqual(build["succeeded"] as? Bool, true, change)
            return try XCTUnwrap(build["reused"] as? Bool, change)
        }
        _ = try reused(because: "the first check")
        XCTAssertTrue(try reused(because: "nothing changed"))
        let text = try run("check")
        XCTAssertFalse(text.standardError.contains("building"), "a reused build prints no progress")
        XCTAssertTrue(text.standardOutput.hasPrefix("check: 1 module up to date and built (no change since the last build)"),
                      text.standardOutput)

        try write("SignIn.archgen", try read("SignIn.archgen") + "# a note\n")
        XCTAssertFalse(try reused(because: "the spec changed"))
        XCTAssertTrue(try reused(because: "nothing changed since"))
        _ = try insertIntoPresenter("        // a note")
        XCTAssertFalse(try reused(because: "a scaffold file changed"))
        try write("SignInTests/SignInPresenterTests.swift", try read("SignInTests/SignInPresenterTests.swift") + "// a note\n")
        XCTAssertFalse(try reused(because: "a test file changed"))
        try write("templates/shared/StarterSpec.stencil", "module: {{ module }}\n")
        XCTAssertFalse(try reused("--templates", "templates", because: "the templates changed"))
        XCTAssertTrue(try reused("--templates", "templates", because: "the same templates"))
        try write("swift-wrapper", "#!/bin/sh\nexec \"\(try SwiftToolchain.requireSwift().path)\" \"$@\"\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: project.appendingPathComponent("swift-wrapper").path)
        XCTAssertFalse(try reused("--templates", "templates", "--swift", "swift-wrapper", because: "another toolchain"))
        XCTAssertTrue(try reused("--templates", "templates", "--swift", "swift-wrapper", because: "the same toolchain"))
    }

    func testAHandEditedGeneratedFileIsDriftWithADiff() throws {
        try makeSignIn()
        let contract = try read("SignIn/SignInContract.swift")
        try write("SignIn/SignInContract.swift", contract.replacingOccurrences(of: "func start()", with: "func start(now: Bool)"))
        let result = try run("check", "--no-build")
        XCTAssertEqual(result.status, 1)
        let line = try XCTUnwrap(contract.components(separatedBy: "\n").firstIndex { $0.contains("func start()") }) + 1
        XCTAssertTrue(result.standardError.contains("""
            SignIn/SignInContract.swift:\(line):1: error: generated file differs from what SignIn.archgen generates
                func start(now: Bool)
            ^
            hint: run `archgen generate SignIn.archgen` to update it; edit the spec, not this file
            --- a/SignIn/SignInContract.swift
            +++ b/SignIn/SignInContract.swift
            """), result.standardError)
        XCTAssertTrue(result.standardError.contains("\n-    func start(now: Bool)\n+    func start()\n"), result.standardError)
        XCTAssertTrue(result.standardOutput.hasPrefix("check: 1 module checked, 1 problem: 1 drifted file (specs "), result.standardOutput)
    }

    func testACompileErrorInAScaffoldFileNamesTheUsersFileAndLine() throws {
        try makeSignIn()
        let line = try insertIntoPresenter("        let count: Int = username")
        let result = try run("check")
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertTrue(result.standardError.contains("""
            SignIn/SignInPresenter.swift:\(line):26: error: cannot convert value of type 'String' to specified type 'Int'
                    let count: Int = username
                                     ^
            """), result.standardError)
        XCTAssertFalse(result.standardError.contains(cache.path), "sandbox paths leak:\n" + result.standardError)
        XCTAssertTrue(result.standardOutput.hasPrefix("check: 1 module checked, 1 problem: 1 compile error"), result.standardOutput)
    }

    /// The fast proof by default, `swift build` with --full-build: the same error, at the same place, either way.
    func testFullBuildReportsTheFastProofsErrorWithSwiftBuild() throws {
        try makeSignIn()
        let line = try insertIntoPresenter("        let count: Int = username")
        let expected = "SignIn/SignInPresenter.swift:\(line):26: error: cannot convert value of type 'String' to specified type 'Int'"
        let fast = try run("check", "--format", "json")
        let full = try run("check", "--full-build", "--format", "json")
        for (result, proof) in [(fast, "fast"), (full, "full")] {
            XCTAssertEqual(result.status, 1, proof + "\n" + result.standardError)
            let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
            let diagnostics = try XCTUnwrap(document?["diagnostics"] as? [[String: Any]], proof)
            let found = diagnostics.map { "\($0["path"] ?? ""):\($0["line"] ?? ""):\($0["column"] ?? ""): \($0["severity"] ?? ""): \($0["message"] ?? "")" }
            XCTAssertEqual(found.filter { $0.contains(": error: ") }, [expected], proof)
        }
        let sandbox = try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("sandboxes").path).first)
        let build = cache.appendingPathComponent("sandboxes/\(sandbox)/package/.build")
        XCTAssertTrue(FileManager.default.fileExists(atPath: build.appendingPathComponent("archgen-fast-proof/records").path), "the fast proof's records")
        XCTAssertTrue(FileManager.default.fileExists(atPath: build.appendingPathComponent("debug").path), "swift build's products")
    }

    func testAFailingTestFailsWithRunTests() throws {
        try makeSignIn()
        let tests = try read("SignInTests/SignInPresenterTests.swift")
        let assertion = "XCTAssertEqual(interactor.signInUsernameCallsCount, 1)"
        let line = try XCTUnwrap(tests.components(separatedBy: "\n").firstIndex { $0.contains(assertion) }) + 1
        try write("SignInTests/SignInPresenterTests.swift",
                  tests.replacingOccurrences(of: assertion, with: "XCTAssertEqual(interactor.signInUsernameCallsCount, 2)"))
        XCTAssertEqual(try run("check").status, 0, "without --run-tests the tests only have to build")
        let result = try run("check", "--run-tests")
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertTrue(result.standardError.contains(
            "SignInTests/SignInPresenterTests.swift:\(line):9: error: SignInPresenterTests.testSignInUsernameIsForwardedToTheInteractor : "
                + "XCTAssertEqual failed: (\"1\") is not equal to (\"2\")\n"), result.standardError)
        XCTAssertTrue(result.standardOutput.hasPrefix("check: 1 module checked, 1 problem: 1 test failure; 5 tests ran, 4 passed, 1 failed"),
                      result.standardOutput)
    }

    func testAnInvalidSpecExitsTwoWithoutBuilding() throws {
        try write("SignIn.archgen", "module: SignIn\nstlye: viper\n")
        let result = try run("check")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.hasPrefix("SignIn.archgen:2:1: error: unknown key 'stlye'\nstlye: viper\n^\nhint: did you mean 'style'?\n"),
                      result.standardError)
        XCTAssertFalse(result.standardError.contains("building"))
    }

    func testTwoSpecsOfOneModuleAreInvalid() throws {
        try write("A/SignIn.archgen", "module: SignIn\n")
        try write("B/SignIn.archgen", "module: SignIn\n")
        let result = try run("check", "--no-build")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, """
            B/SignIn.archgen: error: module 'SignIn' clashes with the module of A/SignIn.archgen
            hint: each module of a project needs its own name (and none may be another's name + Tests)

            """)
    }

    func testAMissingScaffoldFileIsReported() throws {
        try makeSignIn()
        try FileManager.default.removeItem(at: project.appendingPathComponent("SignIn/SignInRouter.swift"))
        let result = try run("check")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("""
            SignIn/SignInRouter.swift: error: scaffold file is missing
            hint: run `archgen generate SignIn.archgen` to create it
            """), result.standardError)
    }

    func testJSONListsEveryDiagnostic() throws {
        try makeSignIn()
        let line = try insertIntoPresenter("        let count: Int = username")
        try write("SignIn/SignInEntities.swift", try read("SignIn/SignInEntities.swift") + "// edited\n")
        let result = try run("check", "--format", "json")
        XCTAssertEqual(result.status, 1, result.standardError)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(document["status"] as? Int, 1)
        let all = try XCTUnwrap(document["diagnostics"] as? [[String: Any]])
        let diagnostics = all.filter { $0["severity"] as? String == "error" }
        XCTAssertEqual(diagnostics.map { $0["kind"] as? String }, ["drift", "compile"])
        #if os(Linux)
        XCTAssertEqual(all.last?["kind"] as? String, "not-compiled")
        XCTAssertEqual(all.last?["severity"] as? String, "note")
        let module = try XCTUnwrap((document["modules"] as? [[String: Any]])?.first)
        XCTAssertEqual((module["notCompiled"] as? [[String: Any]])?.map { $0["path"] as? String },
                       ["SignIn/SignInRouter.swift", "SignIn/SignInViewController.swift"])
        #endif
        XCTAssertEqual(diagnostics[0]["path"] as? String, "SignIn/SignInEntities.swift")
        XCTAssertTrue((diagnostics[0]["diff"] as? String)?.contains("-// edited\n") == true)
        XCTAssertEqual(diagnostics[1]["path"] as? String, "SignIn/SignInPresenter.swift")
        XCTAssertEqual(diagnostics[1]["line"] as? Int, line)
        XCTAssertEqual(diagnostics[1]["column"] as? Int, 26)
        let files = try XCTUnwrap(document["files"] as? [[String: Any]])
        XCTAssertEqual(files.count, 10)
        XCTAssertEqual(files.first { $0["path"] as? String == "SignIn/SignInEntities.swift" }?["state"] as? String, "drifted")
    }

    func testGitHubFormatPrintsWorkflowCommands() throws {
        try makeSignIn()
        let line = try insertIntoPresenter("        let count: Int = username")
        let result = try run("check", "--format", "github")
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertTrue(result.standardOutput.contains(
            "::error file=SignIn/SignInPresenter.swift,line=\(line),col=26,title=archgen check%3A compile::"
                + "cannot convert value of type 'String' to specified type 'Int'\n"), result.standardOutput)
    }

    func testNewWithAnUndeclaredTypeWritesNothing() throws {
        try write("Profile.archgen", "module: Profile\nplatform: none\nview:\n  - show(user: UserProfile)\n")
        let result = try run("new", "--spec", "Profile.archgen")
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertTrue(result.standardError.contains("""
            Profile/ProfileContract.swift:11:21: error: cannot find type 'UserProfile' in scope
                func show(user: UserProfile)
                                ^
            hint: not written: this is the file new would create
            """), result.standardError)
        XCTAssertTrue(result.standardError.hasSuffix("error: Profile does not compile; nothing was written (--no-build writes it anyway)\n"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: project.path), ["Profile.archgen"])
    }

    func testNewBuildsBeforeWriting() throws {
        let result = try run("new", "Profile", "--platform", "none")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, "building Profile with its tests…\n")
        let lines = result.standardOutput.split(separator: "\n")
        XCTAssertEqual(lines.first, "create  Profile.archgen")
        XCTAssertTrue(lines.last?.hasPrefix("\(lines.count - 1) created (") == true, result.standardOutput)
    }

    func testNoToolchainExitsThree() throws {
        try makeSignIn()
        let result = try run("check", environment: ["PATH": "/nonexistent", "ARCHGEN_SWIFT": ""])
        XCTAssertEqual(result.status, 3)
        XCTAssertEqual(result.standardError, """
            archgen: error: no Swift toolchain found: `swift` is not on PATH
            hint: install Swift (swift.org/install), or name it with --swift PATH or ARCHGEN_SWIFT; --no-build skips the build

            """)
        let named = try run("check", "--swift", "/nonexistent/swift")
        XCTAssertEqual(named.status, 3)
        XCTAssertTrue(named.standardError.contains(
            "error: no Swift toolchain found: --swift names '/nonexistent/swift', which is not an executable file"), named.standardError)
    }
}
