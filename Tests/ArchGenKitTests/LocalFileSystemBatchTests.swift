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
            XCTAssertEqual(failure?.written, 0)
            XCTAssertEqual(failure?.error.path, path("folder.swift"))
        }
        XCTAssertEqual(text("one.swift"), "old\n")
        XCTAssertEqual(leftovers, [])
    }
}
