/// An error reading a source file before it can be parsed: unreadable bytes,
/// a file that is too large.
public struct SourceError: LocatedError, Equatable {
    public var message: String
    public var location: SourceLocation
    public var hint: String?

    public init(message: String, location: SourceLocation, hint: String? = nil) {
        self.message = message
        self.location = location
        self.hint = hint
    }
}
