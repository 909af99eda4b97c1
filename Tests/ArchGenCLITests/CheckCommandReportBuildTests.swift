import Foundation
import TestSupport
import XCTest

/// `check` and `new` through the real binary and the real `swift build`:
/// invalid specs, a missing scaffold, the JSON and GitHub formats, `new`'s
/// build before writing, no toolchain (`CheckCommandProject`).
final class CheckCommandReportBuildTests: XCTestCase, CheckCommandProject {
    static let root = FileManager.default.temporaryDirectory.appendingPathComponent("archgen-check-report-tests")

    override func setUpWithError() throws {
        _ = try SwiftToolchain.requireSwift()
        try resetProject()
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
