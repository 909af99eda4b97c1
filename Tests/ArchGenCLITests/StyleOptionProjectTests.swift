import Foundation
import TestSupport
import XCTest

/// `--style` naming a project's own style is checked against the archgen.yml
/// of the spec it applies to, not the current folder's: from a repository's
/// top level, with the project in `ios/`.
final class StyleOptionProjectTests: XCTestCase {
    private var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
        try scratch.write("ios/archgen.yml", "specs: Specs\nstyles:\n  teamViper:\n    base: viper\n")
        try scratch.write("ios/Specs/Home.archgen", "module: Home\nstyle: viper\nevents:\n  - tap()\n")
    }

    private func run(_ arguments: String...) throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments, in: scratch.url)
    }

    func testTheProjectsOwnStyleIsAcceptedFromTheTopLevel() throws {
        for command in ["generate", "lint"] {
            let result = try run(command, "--style", "teamViper", "ios/Specs/Home.archgen")
            XCTAssertEqual(result.status, 0, "\(command): " + result.standardError)
        }
        let new = try run("new", "Profile", "--style", "teamViper", "--no-build")
        XCTAssertEqual(new.status, 0, new.standardError)
        let spec = try String(contentsOf: scratch.url.appendingPathComponent("ios/Specs/Profile.archgen"), encoding: .utf8)
        XCTAssertTrue(spec.contains("\nstyle: teamViper\n"), spec)
    }

    func testAStyleTheSpecsProjectLacksNamesItsArchgenYml() throws {
        let result = try run("generate", "--style", "teamVIPER", "ios/Specs/Home.archgen")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.hasPrefix("""
            error: unknown style 'teamVIPER' in ios/archgen.yml
            hint: did you mean 'teamViper'?

            """), result.standardError)
    }
}
