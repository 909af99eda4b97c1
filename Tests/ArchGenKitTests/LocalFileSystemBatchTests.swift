import ArchGenSource
import ArchGenKit
import Foundation
import TestSupport
import XCTest

/// `LocalFileSystem` writing several files as one batch: every file replaced,
/// or, when one cannot be staged, none.
final class LocalFileSystemBatchTests: XCTestCase {
    private var scratch: ScratchDirectory!
    private let disk = LocalFileSystem()

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
    }

    private func path(_ name: String) -> String { scratch.url.path + "/" + name }

    private func text(_ name: String) -> String? { try? String(contentsOfFile: path(name), encoding: .utf8) }

    private var leftovers: [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: scratch.url.path)) ?? []).filter { $0.contains(".archgen-tmp-") }
    }

    func testABatchReplacesEveryFileAndLeavesNoTemporaryFile() throws {
        try disk.createDirectory(at: path("A/B"))
        try disk.writeAtomically(Array("old\n".utf8), to: path("A/one.swift"))
        try disk.writeAtomically([
            FileWrite(path: path("A/one.swift"), bytes: Array("one\n".utf8)),
            FileWrite(path: path("A/B/two.swift"), bytes: Array("two\n".utf8), permissions: FilePermissions(rawValue: 0o600)),
            FileWrite(path: path("three.swift"), bytes: []),
        ])
        XCTAssertEqual([text("A/one.swift"), text("A/B/two.swift"), text("three.swift")], ["one\n", "two\n", ""])
        XCTAssertEqual(disk.permissions(at: path("A/B/two.swift")), FilePermissions(rawValue: 0o600))
        XCTAssertEqual(leftovers, [])
    }

    func testAFileThatCannotBeStagedLeavesEveryTargetAsItWas() throws {
        try disk.writeAtomically(Array("old\n".utf8), to: path("one.swift"))
        try disk.createDirectory(at: path("folder.swift"))
        XCTAssertThrowsError(try disk.writeAtomically([
            FileWrite(path: path("one.swift"), bytes: Array("new\n".utf8)),
            FileWrite(path: path("folder.swift"), bytes: Array("x\n".utf8)),
        ])) { error in
            let failure = error as? BatchWriteError
            XCTAssertEqual(failure?.written, [])
            XCTAssertEqual(failure?.error.path, path("folder.swift"))
        }
        XCTAssertEqual(text("one.swift"), "old\n")
        XCTAssertEqual(leftovers, [])
    }

    // MARK: Folders the batch creates

    private func entries(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path(folder))) ?? []).sorted()
    }

    /// A new folder, and the folders inside it, are made whole, then put in place with their files.
    func testABatchCreatesTheFoldersItNeedsWithTheirFiles() throws {
        try disk.createDirectory(at: path("App"))
        try disk.writeAtomically([
            FileWrite(path: path("App/Home/Home.swift"), bytes: Array("home\n".utf8), isNew: true),
            FileWrite(path: path("App/Home/Views/Row.swift"), bytes: Array("row\n".utf8), permissions: FilePermissions(rawValue: 0o600), isNew: true),
            FileWrite(path: path("App/Package.swift"), bytes: Array("package\n".utf8)),
            FileWrite(path: path("New/Deep/Tests.swift"), bytes: Array("tests\n".utf8), isNew: true),
        ])
        XCTAssertEqual(
            [text("App/Home/Home.swift"), text("App/Home/Views/Row.swift"), text("App/Package.swift"), text("New/Deep/Tests.swift")],
            ["home\n", "row\n", "package\n", "tests\n"])
        XCTAssertEqual(disk.permissions(at: path("App/Home/Views/Row.swift")), FilePermissions(rawValue: 0o600))
        XCTAssertEqual(entries("App"), ["Home", "Package.swift"])
        XCTAssertEqual(entries(""), ["App", "New"])
        XCTAssertEqual(leftovers, [])
    }

    /// A file (or a dangling link) where a folder is needed is reported as that folder's, before anything is written.
    func testSomethingInTheWayOfANewFolderWritesNothing() throws {
        try disk.writeAtomically(Array("old\n".utf8), to: path("one.swift"))
        try disk.writeAtomically(Array("a file\n".utf8), to: path("Taken"))
        try FileManager.default.createSymbolicLink(atPath: path("Dangling"), withDestinationPath: path("nowhere"))
        for folder in ["Taken", "Dangling"] {
            XCTAssertThrowsError(try disk.writeAtomically([
                FileWrite(path: path("one.swift"), bytes: Array("new\n".utf8)),
                FileWrite(path: path("Fresh/a.swift"), bytes: Array("a\n".utf8), isNew: true),
                FileWrite(path: path(folder + "/Sub/b.swift"), bytes: Array("b\n".utf8), isNew: true),
            ])) { error in
                let failure = error as? BatchWriteError
                XCTAssertEqual(failure?.failed, 2)
                XCTAssertEqual(failure?.written, [])
                XCTAssertEqual(failure?.error.reason, .createDirectoryFailed(folder: path(folder), detail: "File exists"))
            }
        }
        XCTAssertEqual(text("one.swift"), "old\n")
        XCTAssertEqual(entries(""), ["Dangling", "Taken", "one.swift"])
    }

    /// A file that cannot be staged in an existing folder keeps the new folders from appearing.
    func testAFailureLeavesNoNewFolder() throws {
        try disk.createDirectory(at: path("folder.swift"))
        XCTAssertThrowsError(try disk.writeAtomically([
            FileWrite(path: path("Fresh/a.swift"), bytes: Array("a\n".utf8), isNew: true),
            FileWrite(path: path("folder.swift"), bytes: Array("x\n".utf8)),
        ])) { error in
            XCTAssertEqual((error as? BatchWriteError)?.failed, 1)
        }
        XCTAssertEqual(entries(""), ["folder.swift"])
    }

    /// What an interrupted batch leaves of a new folder is removed with its contents; a link in it is not followed.
    func testTheStagingFolderOfAnInterruptedBatchIsRemoved() throws {
        try scratch.write("App/.archgen-tmp-7c/Views/Row.swift", "half")
        try scratch.write("App/.archgen-tmp-7c/Home.swift", "home")
        try scratch.write("Elsewhere/keep.swift", "keep")
        try FileManager.default.createSymbolicLink(atPath: path("App/.archgen-tmp-7c/Views/link"), withDestinationPath: path("Elsewhere"))
        try scratch.write("App/Home.swift", "mine")
        XCTAssertEqual(disk.removeTemporaryFiles(in: path("App")), [path("App/.archgen-tmp-7c")])
        XCTAssertEqual(entries("App"), ["Home.swift"])
        XCTAssertEqual(text("Elsewhere/keep.swift"), "keep")
    }

    /// The writer looks for them beside a new folder, where it makes it.
    func testTheWriterRemovesAStagingFolderBesideANewFolder() throws {
        try scratch.write("App/.archgen-tmp-7c/Home.swift", "half")
        let files = [PlannedFile(path: path("App/Home/Home.swift"), contents: "final class Home {}\n", ownership: .scaffold)]
        XCTAssertEqual(try FileWriter(fileSystem: disk).write(files).map(\.kind), [.create])
        XCTAssertEqual(entries("App"), ["Home"])
        XCTAssertEqual(text("App/Home/Home.swift"), "final class Home {}\n")
    }
}
