/// A spec that is not in the YAML subset of spec-format.md: malformed, or
/// using a construct the language rejects (anchors, tags, several documents...).
public struct YAMLError: LocatedError, Equatable {
    public var message: String
    public var location: SourceLocation
    public var hint: String?

    public init(_ message: String, at location: SourceLocation, hint: String? = nil) {
        self.message = message
        self.location = location
        self.hint = hint
    }
}
