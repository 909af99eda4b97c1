/// An archgen.yml that reads as YAML but is not valid project settings: an
/// unknown key, a wrong kind of value, an unknown style, a path without
/// `{module}`, a templates folder that does not exist.
public struct ProjectSettingsError: LocatedError, Equatable {
    public var message: String
    public var location: SourceLocation
    public var hint: String?

    public init(_ message: String, at location: SourceLocation, hint: String? = nil) {
        self.message = message
        self.location = location
        self.hint = hint
    }
}
