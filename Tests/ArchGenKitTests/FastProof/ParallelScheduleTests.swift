import ArchGenKit
import Foundation
import XCTest

/// Jobs run after what they depend on, at most `width` at once; a job whose
/// dependency failed is skipped; the caller hears every start and end.
final class ParallelScheduleTests: XCTestCase {
    func testJobsRunAfterTheirDependenciesAndSkipThoseOfAFailedOne() {
        // 0 and 2 are modules, 1 and 3 their tests; 2 fails, so 3 is skipped.
        let schedule = ParallelSchedule(dependencies: [[], [0], [], [2]], width: 2)
        let order = Recorder()
        var events: [ParallelSchedule.Event] = []
        let outcomes = schedule.run({ index in
            order.append(index)
            return index != 2
        }, event: { events.append($0) })
        XCTAssertEqual(outcomes, [.succeeded, .succeeded, .failed, .skipped])
        let ran = order.values
        XCTAssertEqual(Set(ran), [0, 1, 2])
        XCTAssertLessThan(ran.firstIndex(of: 0)!, ran.firstIndex(of: 1)!)
        XCTAssertTrue(events.contains(.finished(3, .skipped)))
        XCTAssertFalse(events.contains(.started(3)))
        XCTAssertEqual(events.filter { if case .finished = $0 { true } else { false } }.count, 4)
    }

    func testNoMoreThanTheWidthRunAtOnce() {
        let running = Recorder()
        let outcomes = ParallelSchedule(dependencies: Array(repeating: [], count: 6), width: 2).run({ _ in
            running.enter()
            usleep(20_000)
            running.leave()
            return true
        }, event: { _ in })
        XCTAssertEqual(outcomes, Array(repeating: .succeeded, count: 6))
        XCTAssertEqual(running.peak, 2)
    }
}

private final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [Int] = []
    private var now = 0
    private(set) var peak = 0

    func append(_ value: Int) { lock.withLock { list.append(value) } }
    var values: [Int] { lock.withLock { list } }
    func enter() { lock.withLock { now += 1; peak = max(peak, now) } }
    func leave() { lock.withLock { now -= 1 } }
}
