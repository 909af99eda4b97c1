import Foundation

/// A value per key, made the first time the key is asked for and kept: each
/// is made once however many threads ask at the same time (specs are loaded
/// in parallel, templates parsed on two cores). A thread asking for a key
/// another is making waits for it; keys made by different threads are made
/// at the same time.
package final class OnceCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    // Every read and write of `values` and `making` holds `condition`'s lock
    // (a lock, not a queue: a template is looked up for each file rendered).
    private let condition = NSCondition()
    private var values: [Key: Value] = [:]
    /// The keys being made.
    private var making: Set<Key> = []

    package init() {}

    /// The value of `key`, made by `make` if no thread has made it yet.
    package func value(for key: Key, make: () -> Value) -> Value {
        value(for: key) { () -> Value? in make() }!
    }

    /// The value of `key`, made by `make` if no thread has made it yet. A
    /// failure or a nil is not kept: the next thread to ask makes it again.
    package func value<Failure: Error>(for key: Key, orMake make: () throws(Failure) -> Value?) throws(Failure) -> Value? {
        condition.lock()
        while making.contains(key) { condition.wait() }
        if let known = values[key] {
            condition.unlock()
            return known
        }
        making.insert(key)
        condition.unlock()
        let made = Result { () throws(Failure) in try make() }
        condition.lock()
        making.remove(key)
        if case .success(let value?) = made { values[key] = value }
        condition.broadcast()
        condition.unlock()
        return try made.get()
    }
}
