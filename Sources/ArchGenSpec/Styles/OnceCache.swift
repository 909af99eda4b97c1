import Dispatch

/// A value per key, made the first time the key is asked for and kept: each
/// is made once however many threads ask at the same time (specs are loaded
/// in parallel).
final class OnceCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    // Every read and write of `values` is on `queue`.
    private let queue = DispatchQueue(label: "archgen.once-cache")
    private var values: [Key: Value] = [:]

    /// The value of `key`, made by `make` if no thread has made it yet.
    func value(for key: Key, make: () -> Value) -> Value {
        queue.sync {
            if let known = values[key] { return known }
            let value = make()
            values[key] = value
            return value
        }
    }
}
