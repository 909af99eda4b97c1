import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `transform` of every element, computed on all cores, in the
    /// elements' order: for independent work such as parsing and rendering
    /// many specs, whose results are then reported in order.
    public func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
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
