/// A spec that reads as YAML but is not a valid module spec: an unknown key,
/// a wrong kind of value, a bad name, a member that does not parse, a repeat.
public struct SpecError: LocatedError, Equatable {
    public var message: String
    public var location: SourceLocation
    public var hint: String?

    public init(_ message: String, at location: SourceLocation, hint: String? = nil) {
        self.message = message
        self.location = location
        self.hint = hint
    }
}
