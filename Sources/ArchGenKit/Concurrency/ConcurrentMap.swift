import Dispatch
import Foundation

/// How much work makes running it on every core pay.
package enum Parallelism {
    /// File-system operations (a stat, a small file written): fewer, such as
    /// `new`'s ten files, cost less in order on the calling thread than
    /// starting and waking other threads would.
    package static let fileOperations = 32

    /// Whether another core is online to work on: read from the system at once,
    /// where `ProcessInfo.activeProcessorCount` reads the cgroup's quota files.
    package static let hasSeveralCores = sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1
}

extension Array where Element: Sendable {
    /// `transform` of every element, computed on all cores, in the
    /// elements' order: for independent work such as parsing and rendering
    /// many specs, whose results are then reported in order. With fewer than
    /// `minimum` elements, on the calling thread.
    package func concurrentMap<Result: Sendable>(from minimum: Int = 2, _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count >= Swift.max(minimum, 2) else { return map(transform) }
        let results = ConcurrentResults<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.set(transform(self[index]), at: index)
        }
        return results.values
    }
}

/// The slots `concurrentMap` fills, one per element, behind a lock.
private final class ConcurrentResults<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ value: Value, at index: Int) {
        lock.withLock { slots[index] = value }
    }

    var values: [Value] {
        lock.withLock { slots.map { $0! } }
    }
}
