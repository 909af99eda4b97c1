import Foundation
import TestSupport
import XCTest

/// The starter spec's instruction works as written: it names the spec from
/// the project's folder, and `generate` finds a spec named as in the
/// project's spec folders when no such file is in the current folder.
final class StarterSpecInstructionTests: XCTestCase {
    private var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
        try scratch.write("archgen.yml", "specs: Specs\n")
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
    }

    private func run(_ arguments: [String], in folder: String = ".") throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments, in: scratch.url.appendingPathComponent(folder))
    }

    func testTheInstructionNamesTheSpecAsTypedInTheProjectFolderAndWorks() throws {
        XCTAssertEqual(try run(["new", "RestaurantDetail", "--no-build"]).status, 0)
        let spec = try String(contentsOf: scratch.url.appendingPathComponent("Specs/RestaurantDetail.archgen"), encoding: .utf8)
        XCTAssertEqual(spec.split(separator: "\n").first,
                       "# The RestaurantDetail module. Edit it, then run `archgen generate Specs/RestaurantDetail.archgen`.")
        let instructed = try run(["generate", "Specs/RestaurantDetail.archgen"])
        XCTAssertEqual(instructed.status, 0, instructed.standardError)
        // new run again from a folder below gives the same spec: nothing changes.
        let again = try run(["new", "RestaurantDetail", "--no-build"], in: "Sources/App")
        XCTAssertEqual(again.status, 0, again.standardError)
        XCTAssertTrue(again.standardOutput.contains("\n10 unchanged ("), again.standardOutput)
    }

    func testGenerateFindsASpecByNameInTheProjectsSpecFolders() throws {
        XCTAssertEqual(try run(["new", "RestaurantDetail", "--no-build"]).status, 0)
        for folder in [".", "Sources/App"] {
            for name in ["RestaurantDetail.archgen", "Specs/RestaurantDetail.archgen"] {
                let result = try run(["generate", name], in: folder)
                XCTAssertEqual(result.status, 0, "\(name) from \(folder): " + result.standardError)
                XCTAssertTrue(result.standardOutput.contains("9 unchanged"), result.standardOutput)
            }
        }
        let missing = try run(["generate", "Nope.archgen"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.standardError, "Nope.archgen: error: no such file\n")
    }
}
