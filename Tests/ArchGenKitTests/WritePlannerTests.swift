import ArchGenKit
import XCTest

final class WritePlannerTests: XCTestCase {
    private func generated(_ path: String, _ text: String) -> PlannedFile {
        PlannedFile(path: path, contents: text, ownership: .generated)
    }

    private func scaffold(_ path: String, _ text: String) -> PlannedFile {
        PlannedFile(path: path, contents: text, ownership: .scaffold)
    }

    func testEachActionKind() {
        let disk = InMemoryFileSystem(files: [
            "M/Same.swift": "same\n",
            "M/Contract.swift": "old contract\n",
            "M/Presenter.swift": "edited by hand\n",
        ])
        let plan = WritePlanner.plan(
            [
                generated("M/New.swift", "new\n"),
                generated("M/Same.swift", "same\n"),
                generated("M/Contract.swift", "new contract\n"),
                scaffold("M/Presenter.swift", "scaffold\n"),
                scaffold("M/Router.swift", "router\n"),
            ], in: disk)

        XCTAssertEqual(plan.errors, [])
        XCTAssertEqual(plan.actions.map(\.path), [
            "M/New.swift", "M/Same.swift", "M/Contract.swift", "M/Presenter.swift", "M/Router.swift",
        ])
        XCTAssertEqual(plan.actions.map(\.kind), [.create, .unchanged, .update, .skip, .create])
        XCTAssertEqual(plan.actions.map(\.oldContents), [nil, nil, "old contract\n", "edited by hand\n", nil])
        XCTAssertEqual(plan.actions.map(\.overwritesEdits), [false, false, false, false, false])
        XCTAssertEqual(plan.actions.map(\.ownership), [.generated, .generated, .generated, .scaffold, .scaffold])
        XCTAssertEqual(plan.overwrites, [])
    }

    func testForceTurnsAnEditedScaffoldIntoAFlaggedUpdate() {
        let disk = InMemoryFileSystem(files: ["M/Presenter.swift": "edited\n", "M/Router.swift": "router\n"])
        let plan = WritePlanner.plan(
            [scaffold("M/Presenter.swift", "scaffold\n"), scaffold("M/Router.swift", "router\n")],
            options: WriteOptions(force: true), in: disk)

        XCTAssertEqual(plan.actions, [
            FileAction(
                path: "M/Presenter.swift", kind: .update, ownership: .scaffold, contents: "scaffold\n",
                oldContents: "edited\n", overwritesEdits: true),
            FileAction(path: "M/Router.swift", kind: .unchanged, ownership: .scaffold, contents: "router\n"),
        ])
        XCTAssertEqual(plan.overwrites.map(\.path), ["M/Presenter.swift"])
    }

    func testForceDoesNotFlagGeneratedUpdates() {
        let disk = InMemoryFileSystem(files: ["M/Contract.swift": "old\n"])
        let plan = WritePlanner.plan([generated("M/Contract.swift", "new\n")], options: WriteOptions(force: true), in: disk)
        XCTAssertEqual(plan.actions.map(\.kind), [.update])
        XCTAssertEqual(plan.overwrites, [])
    }

    func testComparesBytesNotUnicodeEquivalence() {
        // "é" precomposed on disk, decomposed planned: equal as Strings, not as bytes.
        let disk = InMemoryFileSystem(files: ["M/A.swift": "caf\u{E9}\n"])
        let plan = WritePlanner.plan([generated("M/A.swift", "cafe\u{301}\n")], in: disk)
        XCTAssertEqual(plan.actions.map(\.kind), [.update])
    }

    func testFolderInTheWay() {
        let disk = InMemoryFileSystem()
        disk.addDirectory("M/Contract.swift")
        let plan = WritePlanner.plan([generated("M/Contract.swift", "x\n"), generated("M/Other.swift", "y\n")], in: disk)
        XCTAssertEqual(plan.errors, [WriteError(path: "M/Contract.swift", reason: .targetIsDirectory)])
        XCTAssertEqual(plan.actions.map(\.path), ["M/Other.swift"])
        XCTAssertEqual(
            plan.errors.first?.description,
            "M/Contract.swift: a folder is in the way: the path is a folder, not a file")
    }

    func testFileWhereAFolderShouldBe() {
        let disk = InMemoryFileSystem(files: ["Sources/SignIn": "not a folder\n"])
        let plan = WritePlanner.plan([generated("Sources/SignIn/Deep/Contract.swift", "x\n")], in: disk)
        XCTAssertEqual(
            plan.errors,
            [WriteError(path: "Sources/SignIn/Deep/Contract.swift", reason: .parentIsFile(parent: "Sources/SignIn"))])
        XCTAssertEqual(
            plan.errors.first?.message,
            "cannot create a folder at 'Sources/SignIn': a file with that path exists")
    }

    func testDuplicatePathsAfterNormalisation() {
        let plan = WritePlanner.plan(
            [generated("M/A.swift", "1\n"), scaffold("./M//A.swift", "2\n"), generated("M/B.swift", "3\n")],
            in: InMemoryFileSystem())
        XCTAssertEqual(plan.errors, [WriteError(path: "./M//A.swift", reason: .duplicatePath)])
        XCTAssertEqual(plan.errors.first?.message, "two planned files have this path")
    }

    func testPlannedFileBelowAnotherPlannedFile() {
        let plan = WritePlanner.plan(
            [generated("M/A", "1\n"), generated("M/A/B.swift", "2\n")], in: InMemoryFileSystem())
        XCTAssertEqual(plan.errors, [WriteError(path: "M/A/B.swift", reason: .parentIsPlannedFile(parent: "M/A"))])
    }

    func testEmptyPath() {
        let plan = WritePlanner.plan([generated("", "1\n"), generated("./", "2\n")], in: InMemoryFileSystem())
        XCTAssertEqual(plan.errors.map(\.reason), [.emptyPath, .duplicatePath])
    }

    /// A module name of 250 letters made every file name too long: the folders were made,
    /// then each file failed as "cannot be read (File name too long)". Now planning says so.
    func testANameTooLongForAFileSystem() {
        let long = String(repeating: "A", count: 250)
        let plan = WritePlanner.plan(
            [generated("\(long)/\(long)Contract.swift", "1\n"), generated("\(long)/Short.swift", "2\n")], in: InMemoryFileSystem())
        XCTAssertEqual(plan.errors, [WriteError(path: "\(long)/\(long)Contract.swift", reason: .nameTooLong(name: long + "Contract.swift"))])
        XCTAssertEqual(plan.errors.first?.message,
                       "the name 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA…' has 264 bytes; file systems take at most 255")
    }

    func testReadOnlyFolder() {
        let disk = InMemoryFileSystem(files: ["M/Same.swift": "same\n"])
        disk.makeReadOnly("M")
        let plan = WritePlanner.plan(
            [generated("M/Same.swift", "same\n"), generated("M/New.swift", "new\n"), generated("M/Sub/X.swift", "x\n")],
            in: disk)
        // An unchanged file needs no write, so only the others fail.
        XCTAssertEqual(plan.errors, [
            WriteError(path: "M/New.swift", reason: .folderNotWritable(folder: "M")),
            WriteError(path: "M/Sub/X.swift", reason: .folderNotWritable(folder: "M")),
        ])
    }

    func testUnreadableExistingFile() {
        let disk = InMemoryFileSystem(files: ["M/A.swift": "a\n"])
        disk.makeUnreadable("M/A.swift")
        let plan = WritePlanner.plan([generated("M/A.swift", "b\n")], in: disk)
        XCTAssertEqual(plan.errors, [WriteError(path: "M/A.swift", reason: .unreadable(detail: "Permission denied"))])
    }

    func testPlanningChangesNothing() {
        let disk = InMemoryFileSystem(files: ["M/A.swift": "a\n"])
        _ = WritePlanner.plan([generated("M/A.swift", "b\n"), generated("N/B.swift", "b\n")], in: disk)
        XCTAssertEqual(disk.changes, [])
        XCTAssertEqual(disk.text(at: "M/A.swift"), "a\n")
    }
}
