import Foundation
import TestSupport
import XCTest

/// `new` on a module whose spec exists already: the hint keeps the spec
/// (`generate`, never `--force`, which replaces it and its implementations),
/// and `--force` says "your edits" only of files the user changed.
final class ExistingSpecCommandTests: XCTestCase {
    private var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
    }

    private func run(_ arguments: String...) throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments + (arguments.first == "new" ? ["--no-build"] : []), in: scratch.url)
    }

    /// `new SignIn`, then a spec with one more event, generated.
    private func makeSignInWithAnEditedSpec() throws {
        XCTAssertEqual(try run("new", "SignIn").status, 0)
        let spec = scratch.url.appendingPathComponent("SignIn.archgen")
        let text = try String(contentsOf: spec, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\nevents:", with: "\nevents:\n  - retry()").utf8).write(to: spec)
        let generated = try run("generate")
        XCTAssertEqual(generated.status, 0, generated.standardError)
    }

    func testNewOnAnEditedSpecSuggestsGenerateNotForce() throws {
        try makeSignInWithAnEditedSpec()
        let result = try run("new", "SignIn")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.hasPrefix("""
            error: SignIn.archgen already exists and differs from the starter spec
            hint: generate module SignIn from it with `archgen generate SignIn.archgen`

            """), result.standardError)
        XCTAssertFalse(result.standardError.contains("pass --force"), result.standardError)
    }

    func testForceSaysYourEditsOnlyOfFilesTheUserChanged() throws {
        try makeSignInWithAnEditedSpec()
        let router = scratch.url.appendingPathComponent("SignIn/SignInRouter.swift")
        try Data((try String(contentsOf: router, encoding: .utf8) + "// mine\n").utf8).write(to: router)
        let result = try run("new", "SignIn", "--force")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, """
            --force: 2 scaffold files differ from what archgen would write and will be overwritten:
              SignIn.archgen
              SignIn/SignInRouter.swift

            """)
        let lines = result.standardOutput.split(separator: "\n")
        XCTAssertTrue(lines.contains("update     SignIn.archgen  (overwrote your edits)"), result.standardOutput)
        XCTAssertTrue(lines.contains("update     SignIn/SignInRouter.swift  (overwrote your edits)"), result.standardOutput)
        // The presenter changed with the spec, not by hand: its stub of retry() goes with the event.
        XCTAssertTrue(lines.contains("update     SignIn/SignInPresenter.swift  (overwrote)"), result.standardOutput)
    }
}
