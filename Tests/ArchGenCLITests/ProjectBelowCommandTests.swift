import Foundation
import TestSupport
import XCTest

/// `new` run from a repository's top level, its project in `ios/`: it uses
/// that project, as `generate` and `check` find it there, and refuses to
/// choose between several.
final class ProjectBelowCommandTests: XCTestCase {
    private var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
        try scratch.write("ios/archgen.yml", "specs: Specs\npaths:\n  sources: Sources/{module}\n  tests: Tests/{module}Tests\n")
    }

    private func run(_ arguments: String...) throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments, in: scratch.url)
    }

    func testNewFromTheTopLevelUsesTheProjectBelow() throws {
        let result = try run("new", "Profile", "--no-build")
        XCTAssertEqual(result.status, 0, result.standardError)
        let written = try scratch.snapshot().keys.sorted()
        XCTAssertTrue(written.contains("ios/Specs/Profile.archgen"), "\(written)")
        XCTAssertTrue(written.contains("ios/Sources/Profile/ProfilePresenter.swift"), "\(written)")
        XCTAssertTrue(written.allSatisfy { $0.hasPrefix("ios/") }, "nothing at the top level: \(written)")
        // generate from the top level finds the same module, unchanged; so does the spec's instruction.
        let spec = try String(contentsOf: scratch.url.appendingPathComponent("ios/Specs/Profile.archgen"), encoding: .utf8)
        XCTAssertTrue(spec.hasPrefix("# The Profile module. Edit it, then run `archgen generate Specs/Profile.archgen`."), spec)
        for arguments in [["generate"], ["generate", "Specs/Profile.archgen"], ["generate", "Profile.archgen"]] {
            let generated = try BinaryRunner.run(arguments, in: scratch.url)
            XCTAssertEqual(generated.status, 0, generated.standardError)
            XCTAssertTrue(generated.standardOutput.contains("9 unchanged"), generated.standardOutput)
        }
    }

    func testNewFromAboveSeveralProjectsRefusesAndNamesThem() throws {
        try scratch.write("android/archgen.yml", "specs: Specs\n")
        let result = try run("new", "Profile", "--no-build")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.hasPrefix("""
            error: this folder has no archgen.yml, and several folders below it have one: android/archgen.yml, ios/archgen.yml
            hint: run `archgen new` in the folder of the project the module belongs to

            """), result.standardError)
        XCTAssertEqual(try scratch.snapshot().keys.sorted(), ["android/archgen.yml", "ios/archgen.yml"])
    }
}
