import ArchGenKit
import Foundation
import TestSupport
import XCTest

/// Files written with given permission bits (a git hook must be executable),
/// on disk and in memory, and how the planner compares them.
final class FilePermissionsTests: XCTestCase {
    private let hook = PlannedFile(
        path: "hooks/pre-commit", contents: "#!/bin/sh\n", ownership: .scaffold, permissions: .executable)

    func testDescriptionAndBits() {
        XCTAssertEqual(FilePermissions.executable.description, "755")
        XCTAssertEqual(FilePermissions(rawValue: 0o100644).rawValue, 0o644, "the file type bits are dropped")
        XCTAssertTrue(FilePermissions.executable.isExecutableByOwner)
        XCTAssertFalse(FilePermissions.regular.isExecutableByOwner)
    }

    // MARK: On disk

    func testANewFileGetsExactlyTheGivenBitsWhateverTheUmask() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.url.appendingPathComponent("run").path
        let previous = umask(0o077)
        defer { umask(previous) }

        try LocalFileSystem().writeAtomically([1], to: path, permissions: .executable)

        XCTAssertEqual(LocalFileSystem().permissions(at: path), .executable)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path), ["run"])
    }

    func testReplacingAFileWithGivenBitsChangesThem() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("run", "old\n")
        XCTAssertEqual(chmod(path, 0o600), 0)

        try LocalFileSystem().writeAtomically(Array("new\n".utf8), to: path, permissions: .executable)

        XCTAssertEqual(LocalFileSystem().permissions(at: path), .executable)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new\n")
    }

    func testPermissionsOfNothingOrAFolderAreNil() throws {
        let scratch = try ScratchDirectory()
        XCTAssertNil(LocalFileSystem().permissions(at: scratch.url.appendingPathComponent("missing").path))
        XCTAssertNil(LocalFileSystem().permissions(at: scratch.url.path))
    }

    func testWriterOnDiskMakesTheHookExecutableAndRepairsItsBits() throws {
        let scratch = try ScratchDirectory()
        let file = PlannedFile(
            path: scratch.url.appendingPathComponent(hook.path).path, contents: hook.contents,
            ownership: .scaffold, permissions: .executable)
        let writer = FileWriter()

        XCTAssertEqual(try writer.write([file]).map(\.kind), [.create])
        XCTAssertEqual(LocalFileSystem().permissions(at: file.path), .executable)
        XCTAssertEqual(try writer.write([file]).map(\.kind), [.unchanged])

        XCTAssertEqual(chmod(file.path, 0o644), 0)
        XCTAssertEqual(try writer.write([file]).map(\.kind), [.update], "same bytes, but it would not run")
        XCTAssertEqual(LocalFileSystem().permissions(at: file.path), .executable)
    }

    // MARK: In memory

    func testInMemoryFilesAreRegularUnlessGiven() throws {
        let disk = InMemoryFileSystem(files: ["a.swift": "a\n"])
        disk.addFile("b", "b\n", permissions: .executable)
        XCTAssertEqual(disk.permissions(at: "a.swift"), .regular)
        XCTAssertEqual(disk.permissions(at: "./b"), .executable)
        XCTAssertNil(disk.permissions(at: "missing"))

        try disk.writeAtomically([1], to: "b")
        XCTAssertEqual(disk.permissions(at: "b"), .executable, "a replaced file keeps its bits")
        try disk.writeAtomically([1], to: "c")
        XCTAssertEqual(disk.permissions(at: "c"), .regular)
        try disk.writeAtomically([1], to: "a.swift", permissions: .executable)
        XCTAssertEqual(disk.permissions(at: "a.swift"), .executable)
    }

    // MARK: Planning

    func testSameBytesWithOtherBitsIsAnUpdateAndWithTheSameBitsUnchanged() {
        let disk = InMemoryFileSystem()
        disk.addFile(hook.path, hook.contents, permissions: .regular)
        XCTAssertEqual(WritePlanner.plan([hook], in: disk).actions.map(\.kind), [.update])

        disk.addFile(hook.path, hook.contents, permissions: .executable)
        XCTAssertEqual(WritePlanner.plan([hook], in: disk).actions.map(\.kind), [.unchanged])
    }

    func testWithoutPlannedBitsTheFilesBitsDoNotMatter() {
        let disk = InMemoryFileSystem()
        disk.addFile("a.swift", "a\n", permissions: .executable)
        let plan = WritePlanner.plan([PlannedFile(path: "a.swift", contents: "a\n", ownership: .generated)], in: disk)
        XCTAssertEqual(plan.actions.map(\.kind), [.unchanged])
    }

    func testOtherBytesInAScaffoldFileAreStillKept() throws {
        let disk = InMemoryFileSystem()
        disk.addFile(hook.path, "#!/bin/sh\nmy own hook\n", permissions: .executable)
        XCTAssertEqual(try FileWriter(fileSystem: disk).write([hook]).map(\.kind), [.skip])
        XCTAssertEqual(disk.text(at: hook.path), "#!/bin/sh\nmy own hook\n")
        XCTAssertEqual(disk.changes, [])
    }

    func testTheWriterPassesTheBitsOn() throws {
        let disk = InMemoryFileSystem()
        let actions = try FileWriter(fileSystem: disk).write([hook])
        XCTAssertEqual(actions.map(\.permissions), [.executable])
        XCTAssertEqual(disk.changes, ["mkdir hooks", "write hooks/pre-commit"])
        XCTAssertEqual(disk.permissions(at: hook.path), .executable)
    }
}
