import ArchGenSource
import ArchGenSpec
@testable import ArchGenXcode
import XCTest

/// Reading project files: the fixtures of three object versions, and files
/// that are property lists but not projects.
final class ProjectFileTests: XCTestCase {
    func testReadsEveryFixture() throws {
        for (name, version, targets) in [("Legacy", 46, ["Legacy", "LegacyTests"]), ("Shop", 56, ["Shop", "ShopTests"]),
                                         ("Notes", 77, ["Notes", "NotesTests"])] {
            let file = try XcodeFixtures.project(name)
            XCTAssertEqual(file.objectVersion, version, name)
            XCTAssertEqual(file.targets.map(\.name), targets, name)
            XCTAssertEqual(file.project.isa, "PBXProject", name)
            XCTAssertNotNil(file.targets.first?.sourcesPhase, name)
        }
    }

    func testReadsAQuotedObjectVersionAndAnyVersion() throws {
        let text = String(decoding: try XcodeFixtures.bytes("Shop"), as: UTF8.self)
        for (written, version) in [("\"54\"", 54), ("50", 50), ("\"77\"", 77), ("90", 90), ("45", 45)] {
            let changed = text.replacingOccurrences(of: "objectVersion = 56;", with: "objectVersion = \(written);")
            XCTAssertEqual(try ProjectFile(bytes: Array(changed.utf8)).objectVersion, version)
        }
    }

    func testTheSynchronizedTargetsNameTheirFolders() throws {
        let file = try XcodeFixtures.project("Notes")
        XCTAssertEqual(file.targets.map(\.synchronizedFolderIDs.count), [1, 1])
        XCTAssertEqual(file.objects[file.targets[0].synchronizedFolderIDs[0]]?.displayName, "Notes")
    }

    private func assertNotAProject(_ text: String, _ message: String, at line: Int, _ column: Int, file: StaticString = #filePath, sourceLine: UInt = #line) {
        XCTAssertThrowsError(try ProjectFile(bytes: Array(text.utf8)), file: file, line: sourceLine) { error in
            let error = error as! ProjectFileError
            XCTAssertEqual(error.message, message, file: file, line: sourceLine)
            XCTAssertEqual(error.location, SourceLocation(line: line, column: column), file: file, line: sourceLine)
        }
    }

    func testFilesThatAreNotProjectsAreLocatedErrors() {
        assertNotAProject("(a, b)", "the file holds a list, not the dictionary of a project", at: 1, 1)
        assertNotAProject("{\n\tarchiveVersion = 1;\n}", "no 'objects' dictionary", at: 1, 1)
        assertNotAProject("{\n\tobjects = {\n\t\tA = x;\n\t};\n}", "object 'A' is a string, not a dictionary", at: 3, 7)
        assertNotAProject("{\n\tobjects = {\n\t\tA = {name = x;};\n\t};\n}", "object 'A' has no 'isa'", at: 3, 3)
        assertNotAProject("{\n\tobjects = {\n\t};\n}", "no 'rootObject'", at: 1, 1)
        assertNotAProject(
            "{\n\tobjects = {\n\t\tA = {isa = PBXGroup;};\n\t};\n\trootObject = A;\n}", "the root object 'A' is not a PBXProject", at: 5, 15)
        assertNotAProject(
            "{\n\tobjects = {\n\t\tP = {isa = PBXProject; mainGroup = M;};\n\t};\n\trootObject = P;\n}",
            "the project has no main group", at: 3, 3)
    }
}
