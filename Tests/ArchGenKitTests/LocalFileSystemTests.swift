import ArchGenSource
import ArchGenKit
import Foundation
import TestSupport
import XCTest

final class LocalFileSystemTests: XCTestCase {
    private var scratch: ScratchDirectory!
    private let disk = LocalFileSystem()

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
    }

    override func tearDown() {
        scratch = nil
    }

    private func path(_ name: String) -> String {
        scratch.url.appendingPathComponent(name).path
    }

    private func entries(_ folder: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path(folder)).sorted()
    }

    private func permissions(_ name: String) throws -> Int {
        try FileManager.default.attributesOfItem(atPath: path(name))[.posixPermissions] as? Int ?? -1
    }

    func testWritesANewFileAndLeavesNoTemporaryFile() throws {
        try disk.writeAtomically(Array("hello\n".utf8), to: path("a.swift"))
        XCTAssertEqual(try disk.contents(at: path("a.swift")), Array("hello\n".utf8))
        XCTAssertEqual(try entries(), ["a.swift"])
    }

    func testReplacesAFileKeepingItsPermissions() throws {
        try scratch.write("run.sh", "old\n")
        XCTAssertEqual(chmod(path("run.sh"), 0o750), 0)

        try disk.writeAtomically(Array("new\n".utf8), to: path("run.sh"))

        XCTAssertEqual(try String(contentsOfFile: path("run.sh"), encoding: .utf8), "new\n")
        XCTAssertEqual(try permissions("run.sh"), 0o750)
        XCTAssertEqual(try entries(), ["run.sh"])
    }

    func testReplacingSwapsTheFileRatherThanWritingIntoIt() throws {
        try scratch.write("a.swift", "old\n")
        let before = try FileManager.default.attributesOfItem(atPath: path("a.swift"))[.systemFileNumber] as? Int
        try disk.writeAtomically(Array("new\n".utf8), to: path("a.swift"))
        let after = try FileManager.default.attributesOfItem(atPath: path("a.swift"))[.systemFileNumber] as? Int
        XCTAssertNotEqual(before, after, "a rename gives the path a new inode")
    }

    func testWritingBelowAFileIsAWriteErrorAndLeavesNothingBehind() throws {
        try scratch.write("Sources", "a file\n")
        XCTAssertThrowsError(try disk.writeAtomically([1], to: path("Sources/a.swift"))) { error in
            guard case .writeFailed(let detail)? = (error as? WriteError)?.reason else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(detail.hasPrefix("creating a temporary file: "), detail)
        }
        XCTAssertEqual(try entries(), ["Sources"])
    }

    func testWritingOverAFolderIsAWriteError() throws {
        try FileManager.default.createDirectory(atPath: path("a.swift"), withIntermediateDirectories: false)
        XCTAssertThrowsError(try disk.writeAtomically([1], to: path("a.swift"))) { error in
            XCTAssertEqual((error as? WriteError)?.path, path("a.swift"))
        }
        XCTAssertEqual(try entries(), ["a.swift"])
    }

    func testCreatesFoldersAndReportsAFileInTheWay() throws {
        try disk.createDirectory(at: path("A/B/C"))
        XCTAssertTrue(disk.isDirectory(at: path("A/B/C")))
        try disk.createDirectory(at: path("A/B/C"))  // exists: nothing to do

        try scratch.write("F", "file\n")
        XCTAssertThrowsError(try disk.createDirectory(at: path("F/G"))) { error in
            guard case .createDirectoryFailed(let folder, _)? = (error as? WriteError)?.reason else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(folder, path("F"), "the file is the folder that cannot be created")
        }
    }

    func testReadsAndProbes() throws {
        try scratch.write("a.swift", "a\n")
        XCTAssertEqual(try disk.contents(at: path("missing.swift")), nil)
        XCTAssertEqual(try disk.contents(at: path("a.swift/below")), nil)
        XCTAssertTrue(disk.fileExists(at: path("a.swift")))
        XCTAssertFalse(disk.isDirectory(at: path("a.swift")))
        XCTAssertTrue(disk.isDirectory(at: scratch.url.path))
        XCTAssertTrue(disk.isWritableDirectory(at: scratch.url.path))
        XCTAssertFalse(disk.isWritableDirectory(at: path("a.swift")))
    }

    /// A link where a file goes is replaced by the file; what it points to, outside, is untouched.
    func testALinkAtTheTargetIsReplacedNotFollowed() throws {
        let outside = try ScratchDirectory()
        let target = try outside.write("victim.txt", "keep\n")
        try FileManager.default.createSymbolicLink(atPath: path("Contract.swift"), withDestinationPath: target)
        try disk.writeAtomically(Array("new\n".utf8), to: path("Contract.swift"))
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "keep\n")
        XCTAssertEqual(try String(contentsOfFile: path("Contract.swift"), encoding: .utf8), "new\n")
        XCTAssertNil(try? FileManager.default.destinationOfSymbolicLink(atPath: path("Contract.swift")))
    }

    /// A team's own file edited in place (a manifest linked to a shared one) is changed where the link leads; the link stays.
    func testAnEditInPlaceOfALinkReplacesTheFileItLeadsTo() throws {
        let shared = try scratch.write("Shared/Package.swift", "old\n")
        XCTAssertEqual(chmod(shared, 0o640), 0)
        try FileManager.default.createDirectory(atPath: path("App"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path("App/Package.swift"), withDestinationPath: "../Shared/Package.swift")
        let edit = PlannedFile(path: path("App/Package.swift"), contents: "new\n", ownership: .generated, basis: Array("old\n".utf8))
        XCTAssertEqual(try FileWriter().write([edit]).map(\.kind), [.update])
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path("App/Package.swift")), "../Shared/Package.swift")
        XCTAssertEqual(try String(contentsOfFile: shared, encoding: .utf8), "new\n")
        XCTAssertEqual(try permissions("Shared/Package.swift"), 0o640)
        XCTAssertEqual(try entries("Shared"), ["Package.swift"])
    }

    /// A link to no file where a file goes is in the way, found when planning and named so: the
    /// write found it only after, and said a file had been created there while archgen ran.
    func testALinkToNoFileAtTheTargetIsInTheWay() throws {
        try FileManager.default.createSymbolicLink(atPath: path("Contract.swift"), withDestinationPath: path("Gone.swift"))
        let plan = FileWriter(fileSystem: disk).plan([PlannedFile(path: path("Contract.swift"), contents: "new\n", ownership: .generated)])
        XCTAssertEqual(plan.errors, [WriteError(path: path("Contract.swift"), reason: .linkToNoFile)])
        XCTAssertEqual(plan.errors.map(\.message), ["a symbolic link to no file is in the way; it was left alone"])
        XCTAssertEqual(try entries(), ["Contract.swift"])
    }

    /// A FIFO or a device would block or never end: it is unreadable, at once.
    func testOnlyRegularFilesAreRead() throws {
        XCTAssertEqual(mkfifo(path("pipe.swift"), 0o644), 0)
        for special in [path("pipe.swift"), "/dev/zero"] {
            XCTAssertThrowsError(try disk.contents(at: special)) { error in
                XCTAssertEqual((error as? WriteError)?.reason, .unreadable(detail: "not a regular file"))
            }
        }
    }

    /// What an interrupted write leaves (`.archgen-tmp-*`) is removed; nothing else is.
    func testRemovesTheTemporaryFilesOfAnInterruptedWrite() throws {
        try scratch.write("M/.archgen-tmp-1f2e", "half")
        try scratch.write("M/.archgen-tmp-99", "")
        try scratch.write("M/Contract.swift", "c\n")
        try scratch.write("M/.archgen-tmp", "not ours: no suffix")
        XCTAssertEqual(disk.removeTemporaryFiles(in: path("M")), [path("M/.archgen-tmp-1f2e"), path("M/.archgen-tmp-99")])
        XCTAssertEqual(try entries("M"), [".archgen-tmp", "Contract.swift"])
        XCTAssertEqual(disk.removeTemporaryFiles(in: path("missing")), [])
    }

    /// The writer removes them from the folders of its plan, even when nothing changes; a dry run does not.
    func testWriterOnDiskRemovesLeftoverTemporaryFilesButNotInADryRun() throws {
        try scratch.write("M/Contract.swift", "protocol C {}\n")
        try scratch.write("M/.archgen-tmp-5a", "protocol")
        let files = [PlannedFile(path: path("M/Contract.swift"), contents: "protocol C {}\n", ownership: .generated)]
        _ = try FileWriter(fileSystem: disk).write(files, options: WriteOptions(dryRun: true))
        XCTAssertEqual(try entries("M"), [".archgen-tmp-5a", "Contract.swift"])
        XCTAssertEqual(try FileWriter(fileSystem: disk).write(files).map(\.kind), [.unchanged])
        XCTAssertEqual(try entries("M"), ["Contract.swift"])
    }

    func testReadOnlyFolderIsFoundBeforeWriting() throws {
        // root may write anywhere, so access() says yes and there is nothing to test.
        try XCTSkipIf(geteuid() == 0, "running as root: permissions do not apply")
        try FileManager.default.createDirectory(atPath: path("Locked"), withIntermediateDirectories: false)
        XCTAssertEqual(chmod(path("Locked"), 0o555), 0)
        defer { chmod(path("Locked"), 0o755) }

        let plan = WritePlanner.plan(
            [PlannedFile(path: path("Locked/a.swift"), contents: "a\n", ownership: .generated)], in: disk)
        XCTAssertEqual(plan.errors.map(\.reason), [.folderNotWritable(folder: path("Locked"))])
    }

    #if os(Linux)
    /// /proc refuses new files even to root: a WriteError, not a crash.
    func testFolderThatRefusesNewFilesIsAWriteError() {
        XCTAssertThrowsError(try disk.writeAtomically([1], to: "/proc/self/archgen-test.swift")) { error in
            guard case .writeFailed? = (error as? WriteError)?.reason else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try disk.createDirectory(at: "/proc/self/archgen-test")) { error in
            guard case .createDirectoryFailed? = (error as? WriteError)?.reason else { return XCTFail("\(error)") }
        }
    }
    #endif

    func testWriterOnDiskIsIdempotentAndByteIdentical() throws {
        let files = [
            PlannedFile(path: path("M/Contract.swift"), contents: "protocol C {}\n", ownership: .generated),
            PlannedFile(path: path("M/Presenter.swift"), contents: "final class P {}", ownership: .scaffold),
        ]
        let writer = FileWriter()
        XCTAssertEqual(try writer.write(files).map(\.kind), [.create, .create])
        let first = try files.map { try Data(contentsOf: URL(fileURLWithPath: $0.path)) }

        XCTAssertEqual(try writer.write(files).map(\.kind), [.unchanged, .unchanged])
        XCTAssertEqual(try files.map { try Data(contentsOf: URL(fileURLWithPath: $0.path)) }, first)
        XCTAssertEqual(try entries("M"), ["Contract.swift", "Presenter.swift"])
    }

    func testWriterOnDiskFailsCleanlyWhenTheTreeChangesUnderIt() throws {
        let files = [PlannedFile(path: path("M/N/Contract.swift"), contents: "x\n", ownership: .generated)]
        let writer = FileWriter()
        let plan = writer.plan(files)
        try scratch.write("M/N", "a file appeared\n")

        XCTAssertThrowsError(try writer.execute(plan)) { error in
            XCTAssertEqual((error as? WriteFailure)?.errors.map(\.path), [path("M/N/Contract.swift")])
        }
        XCTAssertEqual(try entries("M"), ["N"])
    }
}
