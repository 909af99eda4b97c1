/// One message for the user about one place in one file.
public struct Diagnostic: Error, Equatable, Sendable {
    /// How serious it is: an error stops the run, a warning and a note do not.
    public enum Severity: String, Sendable {
        /// The input is wrong: nothing is written.
        case error
        /// Allowed, but probably not meant.
        case warning
        /// More about the diagnostic before it (a compiler's `note:`).
        case note
    }

    /// Error, warning or note.
    public var severity: Severity
    /// What is wrong, in one line (`unknown key 'stlye'`).
    public var message: String
    /// The file it is about, as the user named it.
    public var path: String
    /// Nil for a diagnostic about a file as a whole (it cannot be read, say).
    public var location: SourceLocation?
    /// The text of the line at `location`, shown with a caret under the column.
    public var sourceLine: String?
    /// What to do about it, when archgen can tell (`did you mean 'style'?`).
    public var hint: String?

    /// A diagnostic about `path`, at `location` when given.
    public init(
        severity: Severity, message: String, path: String,
        location: SourceLocation? = nil, sourceLine: String? = nil, hint: String? = nil
    ) {
        self.severity = severity
        self.message = message
        self.path = path
        self.location = location
        self.sourceLine = sourceLine
        self.hint = hint
    }

    /// A diagnostic for a stage's error, with the offending line taken from
    /// `source` (cut short if it is over the line limit).
    package init(_ error: some LocatedError, severity: Severity = .error, in source: SourceText) {
        self.init(
            severity: severity, message: error.message, path: source.path,
            location: error.location, sourceLine: source.line(error.location.line).map(SpecLimits.shownLine),
            hint: error.hint)
    }
}
