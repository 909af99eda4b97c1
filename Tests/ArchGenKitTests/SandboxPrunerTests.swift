@testable import ArchGenKit
import Foundation
import TestSupport
import XCTest

/// Sandboxes no check used for a month are removed; a used one, the current
/// project's, one another check holds, and folders that are no sandbox stay.
final class SandboxPrunerTests: XCTestCase {
    private let day: TimeInterval = 24 * 3600

    /// A sandbox whose lock file was last touched `age` ago, as of `now`.
    private func sandbox(_ name: String, in cache: ScratchDirectory, age: TimeInterval, now: Date) throws -> String {
        try cache.write("sandboxes/\(name)/package/Package.swift", "// swift-tools-version:5.9\n")
        let lock = try cache.write("sandboxes/\(name)/lock", "")
        try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(-age)], ofItemAtPath: lock)
        return cache.url.appendingPathComponent("sandboxes/\(name)").path
    }

    func testUnusedSandboxesAreRemoved() throws {
        let cache = try ScratchDirectory()
        let now = Date()
        let stale = try sandbox("Gone-1", in: cache, age: 40 * day, now: now)
        let recent = try sandbox("Recent-2", in: cache, age: 29 * day, now: now)
        let current = try sandbox("Current-3", in: cache, age: 90 * day, now: now)
        let held = try sandbox("Held-4", in: cache, age: 90 * day, now: now)
        try cache.write("sandboxes/notes.txt", "not a sandbox")
        try FileManager.default.createDirectory(atPath: cache.url.appendingPathComponent("sandboxes/Empty").path,
                                                withIntermediateDirectories: true)
        let lock = try FileLock.acquire(held + "/lock")
        defer { lock.release() }

        let removed = SandboxPruner(cacheRoot: cache.url.path).prune(now: now, keeping: current)

        XCTAssertEqual(removed, [stale])
        let left = try FileManager.default.contentsOfDirectory(atPath: cache.url.appendingPathComponent("sandboxes").path).sorted()
        XCTAssertEqual(left, ["Current-3", "Empty", "Held-4", "Recent-2", "notes.txt"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: recent + "/package/Package.swift"))
    }

    func testACacheWithoutSandboxesIsLeftAsItIs() throws {
        let cache = try ScratchDirectory()
        XCTAssertEqual(SandboxPruner(cacheRoot: cache.url.path).prune(now: Date(), keeping: ""), [])
        XCTAssertEqual(SandboxPruner(cacheRoot: cache.url.path + "/missing").prune(now: Date(), keeping: ""), [])
    }

    /// Taking a sandbox's lock marks it used.
    func testLockingMarksTheSandboxUsed() throws {
        let cache = try ScratchDirectory()
        let now = Date()
        let path = try sandbox("Old-5", in: cache, age: 60 * day, now: now)
        let lock = try SandboxDirectory(path: path).lock()
        lock.release()
        let used = try XCTUnwrap(SandboxPruner.lastUse(of: path))
        XCTAssertLessThan(abs(used.timeIntervalSince(now)), 60)
        XCTAssertEqual(SandboxPruner(cacheRoot: cache.url.path).prune(now: now, keeping: ""), [])
    }
}
