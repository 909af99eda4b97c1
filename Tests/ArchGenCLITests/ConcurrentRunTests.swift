import ArchGenKit
import Foundation
import TestSupport
import XCTest

/// Two archgen runs writing one project: they take turns on the project's
/// write lock, so both succeed and every file is written once; a run that
/// cannot get the lock in time refuses with exit 3 and writes nothing.
final class ConcurrentRunTests: XCTestCase {
    private static let moduleCount = 10

    func testTwoGeneratesStartedTogetherTakeTurns() throws {
        for round in 0..<3 {
            let scratch = try ScratchDirectory()
            for index in 1...Self.moduleCount {
                try scratch.write("M\(index).archgen", "module: M\(index)\nstyle: vip\nplatform: none\n")
            }
            let runs = try [BinaryRunner.start(["generate"], in: scratch.url), BinaryRunner.start(["generate"], in: scratch.url)]
            let results = runs.map { $0.wait() }
            XCTAssertEqual(results.map(\.status), [0, 0], "round \(round): " + results.map(\.standardError).joined())
            // One run created every file; the other, planning after it, found them all unchanged.
            // Either may have taken the lock first.
            XCTAssertEqual(Set(results.map { Set(actionKinds($0.standardOutput)) }), [["create"], ["unchanged"]], "round \(round)")
            let files = try scratch.snapshot().filter { !$0.key.hasSuffix(".archgen") }
            XCTAssertEqual(files.count, Self.moduleCount * 10)
            XCTAssertFalse(files.keys.contains { $0.contains(".archgen-tmp-") })
            XCTAssertEqual(Set(actionKinds(try BinaryRunner.run(["generate"], in: scratch.url).standardOutput)), ["unchanged"])
        }
    }

    func testARunThatCannotTakeTheLockInTimeRefusesAndWritesNothing() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("Home.archgen", "module: Home\n")
        let lock = try FileLock.acquire(scratch.url.path)
        let refused = try BinaryRunner.run(["generate"], in: scratch.url, environment: ["ARCHGEN_LOCK_WAIT": "0.2"])
        XCTAssertEqual(refused.status, 3)
        XCTAssertEqual(refused.standardError, """
            error: another archgen is writing to \(scratch.url.path); waited 200 ms
            hint: run again when it has finished (ARCHGEN_LOCK_WAIT sets how many seconds to wait)

            """)
        XCTAssertEqual(try scratch.snapshot().keys.sorted(), ["Home.archgen"])
        // A dry run writes nothing, so it does not wait.
        XCTAssertEqual(try BinaryRunner.run(["generate", "--dry-run"], in: scratch.url).status, 0)
        lock.release()
        XCTAssertEqual(try BinaryRunner.run(["generate"], in: scratch.url).status, 0)
    }

    /// The first word of each line of a run's report (`create`, `unchanged`), without its summary.
    private func actionKinds(_ output: String) -> [String] {
        output.split(separator: "\n").dropLast().map { String($0.split(separator: " ")[0]) }
    }
}
