/// A project's names for a style's types (archgen.yml's `styles: <style>:
/// protocols:` and `doubles:`), as patterns: `{module}PresenterProtocol`
/// for a protocol of the style,
/// `{protocol}Spy` and `{service}Mock` for the doubles, `{module}ViewPresenter`
/// for a scaffold type (`actors:`), `Presenter/{type}.swift` for a module's
/// file (`files:`). A pattern left out keeps the style's own name.
public struct NamePatterns: Equatable, Sendable {
    /// Each protocol's, by its key in the style (`view`, VIP's `interactor` for its business logic, `dataStore`).
    public var protocols: [String: String]
    /// The spy of a module protocol.
    public var spy: String?
    /// The mock of a service.
    public var mock: String?
    /// The scaffold types by archgen.yml's key for their kind (`presenter`, `viewController`).
    public var actors: [String: String]
    /// The module's files by archgen.yml's key for their kind (`presenter`,
    /// `presenterTests`, `contract`): a path relative to the module's sources
    /// or tests folder, with `{module}` and, for a type's file, `{type}`.
    public var files: [String: String]

    public static let modulePlaceholder = "{module}"
    public static let protocolPlaceholder = "{protocol}"
    public static let servicePlaceholder = "{service}"
    public static let typePlaceholder = "{type}"

    public init(
        protocols: [String: String] = [:], spy: String? = nil, mock: String? = nil, actors: [String: String] = [:],
        files: [String: String] = [:]
    ) {
        self.protocols = protocols
        self.spy = spy
        self.mock = mock
        self.actors = actors
        self.files = files
    }

    /// `pattern` with `placeholder` replaced by `name`.
    static func fill(_ pattern: String, _ placeholder: String, with name: String) -> String {
        pattern.filling(placeholder, with: name)
    }
}
