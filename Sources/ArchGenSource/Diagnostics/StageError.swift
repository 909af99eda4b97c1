/// A stage of reading input, naming its own error type: `SpecError` is a
/// `StageError<SpecStage>`, distinct from a `YAMLError`, so a function's
/// typed `throws` says which stage can fail, while the shape (a message, its
/// place, a hint) is written once.
public protocol ErrorStage: Sendable {}

/// One stage's error: a message tied to a place in the source, with a
/// suggestion shown under the caret.
public struct StageError<Stage: ErrorStage>: LocatedError, Equatable {
    public var message: String
    public var location: SourceLocation
    public var hint: String?

    public init(_ message: String, at location: SourceLocation, hint: String? = nil) {
        self.message = message
        self.location = location
        self.hint = hint
    }
}

/// Reading a source file before it can be parsed: unreadable bytes, a file that is too large.
public enum SourceStage: ErrorStage {}
public typealias SourceError = StageError<SourceStage>
