import ArchGenKit
import Foundation
import TestSupport
import XCTest

/// `FileLock` between open files (two `flock`s conflict even within one
/// process, as between two archgen runs); `ConcurrentRunTests` has two processes.
final class FileLockTests: XCTestCase {
    func testAHeldLockIsRefusedUntilReleased() throws {
        let scratch = try ScratchDirectory()
        for path in [scratch.url.path, scratch.url.appendingPathComponent("lock").path] {
            let held = try FileLock.acquire(path)
            XCTAssertNil(try FileLock.acquire(path, waitingUpTo: .zero), path)
            held.release()
            let next = try XCTUnwrap(try FileLock.acquire(path, waitingUpTo: .zero), path)
            next.release()
        }
        // A lock file is created when missing.
        XCTAssertTrue(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("lock").path))
    }

    func testALockThatCannotBeOpenedSaysWhy() {
        XCTAssertThrowsError(try FileLock.acquire("/nonexistent-archgen-folder/lock")) { error in
            XCTAssertEqual(error as? FileLockError,
                           FileLockError(path: "/nonexistent-archgen-folder/lock", detail: "No such file or directory"))
        }
    }
}
