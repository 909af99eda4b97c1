/// A stage of reading input, naming its own error type: `SpecError` is a
/// `StageError<SpecStage>`, distinct from a `YAMLError`, so a function's
/// typed `throws` says which stage can fail, while the shape (a message, its
/// place, a hint) is written once.
package protocol ErrorStage: Sendable {}

/// One stage's error: a message tied to a place in the source, with a
/// suggestion shown under the caret.
package struct StageError<Stage: ErrorStage>: LocatedError, Equatable {
    package var message: String
    package var location: SourceLocation
    package var hint: String?

    package init(_ message: String, at location: SourceLocation, hint: String? = nil) {
        self.message = message
        self.location = location
        self.hint = hint
    }
}

/// Reading a source file before it can be parsed: unreadable bytes, a file that is too large.
package enum SourceStage: ErrorStage {}
package typealias SourceError = StageError<SourceStage>
