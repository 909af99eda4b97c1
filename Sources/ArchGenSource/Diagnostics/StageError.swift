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

/// YAML syntax: a spec or archgen.yml outside the YAML subset of the
/// language, malformed or using a construct it rejects (anchors, tags,
/// several documents...).
public enum YAMLStage: ErrorStage {}
public typealias YAMLError = StageError<YAMLStage>

/// Spec validation: a spec that reads as YAML but is not a valid module
/// spec (an unknown key, a wrong kind of value, a bad name, a member that
/// does not parse, a repeat).
public enum SpecStage: ErrorStage {}
public typealias SpecError = StageError<SpecStage>

/// Project settings: an archgen.yml that reads as YAML but is not valid
/// settings (an unknown key, a wrong kind of value, an unknown style, a path
/// without `{module}`, a templates folder that does not exist).
public enum ProjectSettingsStage: ErrorStage {}
public typealias ProjectSettingsError = StageError<ProjectSettingsStage>

/// A style's manifest (`style.yml`): one that reads as YAML but does not
/// describe a style (an unknown key, a link to a protocol it lacks, a list
/// two actors implement).
public enum StyleManifestStage: ErrorStage {}
public typealias StyleManifestError = StageError<StyleManifestStage>
