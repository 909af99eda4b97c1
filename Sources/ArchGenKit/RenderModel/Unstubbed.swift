import ArchGenSpec

/// What a double's member does when a test calls it without having stubbed
/// the value it must return (guarantees.md, "What is guaranteed about
/// generated code"). A member whose value has a natural start (`Void`, an
/// optional, a collection) returns it and is never unstubbed.
package enum Unstubbed: Equatable, Sendable {
    /// A member that may throw any error: it records a test failure and
    /// throws the doubles file's `DoubleNotStubbed` error.
    case throwing
    /// It records a test failure and returns this sample value.
    case sample(String)
    /// No value of the type can be made (a generic, an opaque type, `Never`,
    /// a type archgen cannot build) and the member cannot throw: it stops
    /// with `fatalError`.
    case stop

    /// `throws` means the member may throw any error: not `throws(E)`, not
    /// `rethrows`, which may throw only what they say.
    init(throws: Bool, sample: String?) {
        if `throws` {
            self = .throwing
        } else if let sample {
            self = .sample(sample)
        } else {
            self = .stop
        }
    }

    /// Whether the member records a test failure (it does unless it stops),
    /// so its file declares the error and the function that records it.
    package var recordsFailure: Bool {
        self != .stop
    }

    /// The sample returned, or nil.
    var sampleValue: String? {
        if case .sample(let value) = self { return value }
        return nil
    }
}
