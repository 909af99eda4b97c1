import ArchGenKit
import XCTest

final class FileWriterTests: XCTestCase {
    private let module = [
        PlannedFile(path: "Sources/SignIn/SignInContract.swift", contents: "protocol A {}\n", ownership: .generated),
        PlannedFile(path: "Sources/SignIn/SignInPresenter.swift", contents: "final class P {}\n", ownership: .scaffold),
        PlannedFile(path: "Tests/SignInTests/SignInTests.swift", contents: "import XCTest\n", ownership: .scaffold),
    ]

    func testFirstRunCreatesFilesAndFolders() throws {
        let disk = InMemoryFileSystem()
        let actions = try FileWriter(fileSystem: disk).write(module)

        XCTAssertEqual(actions.map(\.kind), [.create, .create, .create])
        // Every folder first, then the files, as one batch.
        XCTAssertEqual(disk.changes, [
            "mkdir Sources", "mkdir Sources/SignIn", "mkdir Tests", "mkdir Tests/SignInTests",
            "write Sources/SignIn/SignInContract.swift", "write Sources/SignIn/SignInPresenter.swift",
            "write Tests/SignInTests/SignInTests.swift",
        ])
        XCTAssertEqual(disk.text(at: "Sources/SignIn/SignInContract.swift"), "protocol A {}\n")
    }

    func testSecondRunIsAllUnchangedAndWritesNothing() throws {
        let disk = InMemoryFileSystem()
        let writer = FileWriter(fileSystem: disk)
        _ = try writer.write(module)
        let after = disk.filePaths.map { disk.text(at: $0) }
        let changes = disk.changes

        let second = try writer.write(module)

        XCTAssertEqual(second.map(\.kind), [.unchanged, .unchanged, .unchanged])
        XCTAssertEqual(disk.changes, changes)
        XCTAssertEqual(disk.filePaths.map { disk.text(at: $0) }, after)
    }

    func testGeneratedFileIsUpdatedWhenItsContentChanges() throws {
        let disk = InMemoryFileSystem(files: ["Sources/SignIn/SignInContract.swift": "protocol Old {}\n"])
        let actions = try FileWriter(fileSystem: disk).write(Array(module.prefix(1)))

        XCTAssertEqual(actions, [
            FileAction(
                path: "Sources/SignIn/SignInContract.swift", kind: .update, ownership: .generated,
                contents: "protocol A {}\n", oldContents: "protocol Old {}\n"),
        ])
        XCTAssertEqual(disk.text(at: "Sources/SignIn/SignInContract.swift"), "protocol A {}\n")
    }

    func testEditedScaffoldSurvivesWithoutForce() throws {
        let disk = InMemoryFileSystem(files: ["Sources/SignIn/SignInPresenter.swift": "// mine\n"])
        let actions = try FileWriter(fileSystem: disk).write(module)

        XCTAssertEqual(actions.map(\.kind), [.create, .skip, .create])
        XCTAssertEqual(disk.text(at: "Sources/SignIn/SignInPresenter.swift"), "// mine\n")
        XCTAssertFalse(disk.changes.contains("write Sources/SignIn/SignInPresenter.swift"))
    }

    func testEditedScaffoldIsOverwrittenOnlyWithForceAndFlagged() throws {
        let disk = InMemoryFileSystem(files: ["Sources/SignIn/SignInPresenter.swift": "// mine\n"])
        let writer = FileWriter(fileSystem: disk)
        let plan = writer.plan(module, options: WriteOptions(force: true))
        XCTAssertEqual(plan.overwrites.map(\.path), ["Sources/SignIn/SignInPresenter.swift"])
        XCTAssertEqual(disk.changes, [], "the overwrites are known before anything is changed")

        let actions = try writer.execute(plan)

        XCTAssertEqual(actions.map(\.kind), [.create, .update, .create])
        XCTAssertEqual(actions[1].overwritesEdits, true)
        XCTAssertEqual(actions[1].oldContents, "// mine\n")
        XCTAssertEqual(disk.text(at: "Sources/SignIn/SignInPresenter.swift"), "final class P {}\n")
    }

    func testDryRunWritesNothingAndReturnsThePlan() throws {
        let disk = InMemoryFileSystem(files: ["Sources/SignIn/SignInContract.swift": "protocol Old {}\n"])
        let writer = FileWriter(fileSystem: disk)
        let options = WriteOptions(force: true, dryRun: true)

        let actions = try writer.write(module, options: options)

        XCTAssertEqual(actions, writer.plan(module, options: options).actions)
        XCTAssertEqual(actions.map(\.kind), [.update, .create, .create])
        XCTAssertEqual(disk.changes, [])
        XCTAssertEqual(disk.filePaths, ["Sources/SignIn/SignInContract.swift"])
    }

    func testAnyPlanningErrorMeansNothingIsWritten() {
        let disk = InMemoryFileSystem(files: ["Tests": "a file where a folder should be\n"])
        let files = module + [PlannedFile(path: "Sources/SignIn/SignInContract.swift", contents: "", ownership: .generated)]

        XCTAssertThrowsError(try FileWriter(fileSystem: disk).write(files)) { error in
            XCTAssertEqual(error as? WriteFailure, WriteFailure(errors: [
                WriteError(path: "Tests/SignInTests/SignInTests.swift", reason: .parentIsFile(parent: "Tests")),
                WriteError(path: "Sources/SignIn/SignInContract.swift", reason: .duplicatePath),
            ]))
        }
        XCTAssertEqual(disk.changes, [])
        XCTAssertEqual(disk.filePaths, ["Tests"])
    }

    func testAFileThatAppearsAfterPlanningIsNotReplaced() {
        let disk = InMemoryFileSystem()
        let writer = FileWriter(fileSystem: disk)
        let plan = writer.plan(module)
        disk.addFile("Sources/SignIn/SignInPresenter.swift", "// written meanwhile\n")

        XCTAssertThrowsError(try writer.execute(plan)) { error in
            XCTAssertEqual((error as? WriteFailure)?.errors, [
                WriteError(path: "Sources/SignIn/SignInPresenter.swift", reason: .appearedSincePlanning),
            ])
        }
        XCTAssertEqual(disk.text(at: "Sources/SignIn/SignInPresenter.swift"), "// written meanwhile\n")
    }

    func testAFolderThatCannotBeMadeStopsTheRunBeforeAnyFileIsWritten() {
        let disk = InMemoryFileSystem()
        let writer = FileWriter(fileSystem: disk)
        let plan = writer.plan(module)
        // The disk changes between planning and writing.
        disk.addDirectory("Tests")
        disk.makeReadOnly("Tests")

        XCTAssertThrowsError(try writer.execute(plan)) { error in
            let failure = error as? WriteFailure
            XCTAssertEqual(failure?.errors, [
                WriteError(
                    path: "Tests/SignInTests/SignInTests.swift",
                    reason: .createDirectoryFailed(folder: "Tests/SignInTests", detail: "Permission denied")),
            ])
            XCTAssertEqual(failure?.completed.map(\.path), [])
        }
        XCTAssertNil(disk.text(at: "Sources/SignIn/SignInContract.swift"))
    }

    func testAFailureWhileWritingReportsWhatWasDone() {
        let disk = InMemoryFileSystem()
        let writer = FileWriter(fileSystem: disk)
        let plan = writer.plan(module)
        disk.addDirectory("Tests/SignInTests")
        disk.makeReadOnly("Tests/SignInTests")

        XCTAssertThrowsError(try writer.execute(plan)) { error in
            let failure = error as? WriteFailure
            XCTAssertEqual(failure?.errors, [
                WriteError(path: "Tests/SignInTests/SignInTests.swift", reason: .writeFailed(detail: "Permission denied")),
            ])
            XCTAssertEqual(failure?.completed.map(\.path), Array(module.prefix(2).map(\.path)))
        }
    }
}
