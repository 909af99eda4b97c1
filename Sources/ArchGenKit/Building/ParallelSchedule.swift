import Foundation

/// Runs jobs that depend on one another on up to `width` threads at once:
/// a job starts when every job it depends on succeeded, and is skipped
/// when one of them failed. The calling thread hears of each start and end,
/// in the order they happen, so what it does with them (a progress line)
/// needs no lock.
package struct ParallelSchedule: Sendable {
    /// What became of a job.
    package enum Outcome: Equatable, Sendable {
        case succeeded, failed
        /// Not run: a job it depends on failed or was skipped.
        case skipped
    }

    package enum Event: Equatable, Sendable {
        case started(Int), finished(Int, Outcome)
    }

    /// For each job, the indices of the jobs it depends on (each lower than its own).
    package var dependencies: [[Int]]
    package var width: Int

    package init(dependencies: [[Int]], width: Int) {
        self.dependencies = dependencies
        self.width = max(1, width)
    }

    /// Runs `job` (true: it succeeded) for every index, calling `event` on this thread; each job's outcome, in order.
    package func run(_ job: @escaping @Sendable (Int) -> Bool, event: (Event) -> Void) -> [Outcome] {
        let state = State(count: dependencies.count)
        for _ in 0..<min(width, dependencies.count) {
            Thread.detachNewThread { [dependencies] in
                while let index = state.next(dependencies) {
                    state.finish(index, job(index) ? .succeeded : .failed)
                }
            }
        }
        return state.drain(dependencies, event: event)
    }

    /// The jobs' outcomes and the events not yet told, behind one condition.
    private final class State: @unchecked Sendable {
        let condition = NSCondition()
        var outcomes: [Outcome?]
        var started: Set<Int> = []
        var events: [Event] = []

        init(count: Int) {
            outcomes = Array(repeating: nil, count: count)
        }

        /// A job whose dependencies succeeded, marked started; nil when none is left to start.
        /// Jobs whose dependencies failed are marked skipped on the way.
        func next(_ dependencies: [[Int]]) -> Int? {
            condition.lock()
            defer { condition.unlock() }
            while true {
                var waiting = false
                for index in dependencies.indices where outcomes[index] == nil && !started.contains(index) {
                    let states = dependencies[index].map { outcomes[$0] }
                    if states.contains(where: { $0 == .failed || $0 == .skipped }) {
                        outcomes[index] = .skipped
                        events.append(.finished(index, .skipped))
                        condition.broadcast()
                    } else if states.allSatisfy({ $0 == .succeeded }) {
                        started.insert(index)
                        events.append(.started(index))
                        condition.broadcast()
                        return index
                    } else {
                        waiting = true
                    }
                }
                guard waiting else { return nil }
                condition.wait()
            }
        }

        func finish(_ index: Int, _ outcome: Outcome) {
            condition.lock()
            outcomes[index] = outcome
            events.append(.finished(index, outcome))
            condition.broadcast()
            condition.unlock()
        }

        /// Tells the events as they come until every job has an outcome.
        func drain(_ dependencies: [[Int]], event: (Event) -> Void) -> [Outcome] {
            condition.lock()
            while true {
                let told = events
                events = []
                let done = outcomes.allSatisfy { $0 != nil }
                condition.unlock()
                told.forEach(event)
                if done { return outcomes.map { $0 ?? .skipped } }
                condition.lock()
                if events.isEmpty, outcomes.contains(where: { $0 == nil }) { condition.wait() }
            }
        }
    }
}
