import ArchGenSource
import Foundation
import TestSupport
import XCTest

/// `check` through the real binary and the real `swift build`: a clean
/// module, build reuse, drift, compile errors at the user's lines, the full
/// build, failing tests (`CheckCommandProject`: one project folder, reset
/// before each test, so only the first build is a cold one).
final class CheckCommandBuildTests: XCTestCase, CheckCommandProject {
    static let root = FileManager.default.temporaryDirectory.appendingPathComponent("archgen-check-tests")

    override func setUpWithError() throws {
        _ = try SwiftToolchain.requireSwift()
        try resetProject()
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
        let sandboxes = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("sandboxes").path)
        let sandbox = try XCTUnwrap(sandboxes.first { $0 != CacheTag.fileName })
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
}
