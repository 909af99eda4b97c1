import Foundation
import TestSupport
import XCTest

/// `--quiet` on new, generate and check: errors only, nothing else on
/// either stream, and the same work done.
final class QuietCommandTests: XCTestCase {
    private var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
    }

    private func run(_ arguments: String...) throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments, in: scratch.url)
    }

    func testQuietRunsPrintNothingWhenAllIsWell() throws {
        let new = try run("new", "SignIn", "--no-build", "--quiet")
        XCTAssertEqual([new.status.description, new.standardOutput, new.standardError], ["0", "", ""])
        XCTAssertTrue(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("SignIn/SignInPresenter.swift").path))
        // A spec with a warning (an empty role list) and a stub note: neither is printed.
        let spec = scratch.url.appendingPathComponent("SignIn.archgen")
        let text = try String(contentsOf: spec, encoding: .utf8)
        try Data((text.replacingOccurrences(of: "\nevents:", with: "\nevents:\n  - retry()") + "delegate:\n").utf8).write(to: spec)
        let loud = try run("generate", "--dry-run")
        XCTAssertTrue(loud.standardError.contains("warning:"), loud.standardError)
        let generate = try run("generate", "--quiet")
        XCTAssertEqual([generate.status.description, generate.standardOutput, generate.standardError], ["0", "", ""])
        XCTAssertTrue(try String(contentsOf: scratch.url.appendingPathComponent("SignIn/SignInPresenter.swift"), encoding: .utf8)
            .contains("func retry()"), "the work is done")
        let check = try run("check", "--no-build", "--quiet")
        XCTAssertEqual([check.status.description, check.standardOutput, check.standardError], ["0", "", ""])
        // --force's warning about the edits it overwrites is left out too.
        let router = scratch.url.appendingPathComponent("SignIn/SignInRouter.swift")
        try Data((try String(contentsOf: router, encoding: .utf8) + "// mine\n").utf8).write(to: router)
        let forced = try run("new", "SignIn", "--spec", "SignIn.archgen", "--force", "--no-build", "--quiet")
        XCTAssertEqual([forced.status.description, forced.standardOutput, forced.standardError], ["0", "", ""])
    }

    func testQuietStillPrintsErrors() throws {
        XCTAssertEqual(try run("new", "SignIn", "--no-build", "--quiet").status, 0)
        let contract = scratch.url.appendingPathComponent("SignIn/SignInContract.swift")
        try Data((try String(contentsOf: contract, encoding: .utf8) + "// edited\n").utf8).write(to: contract)
        let check = try run("check", "--no-build", "--quiet")
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.standardOutput, "")
        XCTAssertTrue(check.standardError.hasPrefix("SignIn/SignInContract.swift:"), check.standardError)
        XCTAssertTrue(check.standardError.contains(": error: generated file differs"), check.standardError)
        let broken = try run("generate", "Nope.archgen", "--quiet")
        XCTAssertEqual([broken.status.description, broken.standardOutput, broken.standardError], ["2", "", "Nope.archgen: error: no such file\n"])
    }
}
