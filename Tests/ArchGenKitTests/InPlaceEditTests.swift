import ArchGenSource
import ArchGenKit
import XCTest

/// A file archgen edits in place (an Xcode project) is written only while it
/// still has the bytes its edit was made from (`PlannedFile.basis`).
final class InPlaceEditTests: XCTestCase {
    private let path = "App.xcodeproj/project.pbxproj"

    private func edit(from basis: String, to text: String) -> PlannedFile {
        PlannedFile(path: path, contents: text, ownership: .generated, basis: Array(basis.utf8))
    }

    func testAnEditOfTheFileAsReadIsAnUpdate() throws {
        let disk = InMemoryFileSystem(files: [path: "old\n"])
        let actions = try FileWriter(fileSystem: disk).write([edit(from: "old\n", to: "old\nnew\n")])
        XCTAssertEqual(actions.map(\.kind), [.update])
        XCTAssertEqual(disk.text(at: path), "old\nnew\n")
        XCTAssertEqual(try FileWriter(fileSystem: disk).write([edit(from: "old\nnew\n", to: "old\nnew\n")]).map(\.kind), [.unchanged])
    }

    func testAFileThatChangedBeforePlanningIsAnError() {
        let disk = InMemoryFileSystem(files: [path: "saved in Xcode\n"])
        let plan = FileWriter(fileSystem: disk).plan([edit(from: "old\n", to: "old\nnew\n")])
        XCTAssertEqual(plan.errors, [WriteError(path: path, reason: .changedSinceRead)])
        XCTAssertEqual(plan.errors.first?.message,
                       "the file changed on disk while archgen was running (saved in Xcode?); it was left alone, run archgen again")
        let gone = InMemoryFileSystem()
        XCTAssertEqual(FileWriter(fileSystem: gone).plan([edit(from: "old\n", to: "new\n")]).errors,
                       [WriteError(path: path, reason: .changedSinceRead)])
    }

    func testAFileThatChangesBetweenPlanningAndWritingIsNotOverwritten() {
        let disk = InMemoryFileSystem(files: [path: "old\n"])
        let writer = FileWriter(fileSystem: disk)
        let plan = writer.plan([edit(from: "old\n", to: "old\nnew\n"), PlannedFile(path: "A.swift", contents: "a\n", ownership: .generated)])
        XCTAssertEqual(plan.errors, [])
        disk.addFile(path, "saved in Xcode\n")
        XCTAssertThrowsError(try writer.execute(plan)) { error in
            XCTAssertEqual((error as? WriteFailure)?.errors, [WriteError(path: path, reason: .changedSinceRead)])
        }
        XCTAssertEqual(disk.text(at: path), "saved in Xcode\n")
        XCTAssertNil(disk.text(at: "A.swift"), "nothing is written")
    }
}
