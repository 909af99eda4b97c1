import Dispatch

/// A value per key, made the first time the key is asked for and kept: each
/// is made once however many threads ask at the same time (specs are loaded
/// in parallel, templates parsed on two cores). A thread asking for a key
/// another is making waits for it; keys made by different threads are made
/// at the same time.
public final class OnceCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    // Every read and write of `values` and `making` is on `queue`.
    private let queue = DispatchQueue(label: "archgen.once-cache")
    private var values: [Key: Value] = [:]
    /// The keys being made, each with the group its maker leaves when done.
    private var making: [Key: DispatchGroup] = [:]

    public init() {}

    /// The value of `key`, made by `make` if no thread has made it yet.
    public func value(for key: Key, make: () -> Value) -> Value {
        value(for: key) { () -> Value? in make() }!
    }

    /// The value of `key`, made by `make` if no thread has made it yet. A
    /// failure or a nil is not kept: the next thread to ask makes it again.
    public func value<Failure: Error>(for key: Key, orMake make: () throws(Failure) -> Value?) throws(Failure) -> Value? {
        while true {
            let (known, group, isMaker) = queue.sync { () -> (Value?, DispatchGroup?, Bool) in
                if let known = values[key] { return (known, nil, false) }
                if let group = making[key] { return (nil, group, false) }
                let group = DispatchGroup()
                group.enter()
                making[key] = group
                return (nil, group, true)
            }
            if let known { return known }
            guard isMaker, let group else {
                group?.wait()
                continue
            }
            let made = Result { () throws(Failure) in try make() }
            queue.sync {
                making[key] = nil
                if case .success(let value?) = made { values[key] = value }
            }
            group.leave()
            return try made.get()
        }
    }
}
