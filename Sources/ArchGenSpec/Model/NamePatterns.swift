/// A project's names for a style's types (archgen.yml's `styles: <style>:
/// protocols:` and `doubles:`), as patterns: `{module}PresenterProtocol`
/// for a role's protocol, `{protocol}Spy` and `{service}Mock` for the
/// doubles, `{module}ViewPresenter` for a scaffold type (`actors:`). A
/// pattern left out keeps the style's own name.
public struct NamePatterns: Equatable, Sendable {
    /// Each role's protocol; VIP's `events` share `interactor`'s.
    public var protocols: [Role: String]
    /// The spy of a module protocol.
    public var spy: String?
    /// The mock of a service.
    public var mock: String?
    /// The scaffold types by archgen.yml's key for their kind (`presenter`, `viewController`).
    public var actors: [String: String]

    public static let modulePlaceholder = "{module}"
    public static let protocolPlaceholder = "{protocol}"
    public static let servicePlaceholder = "{service}"

    public init(protocols: [Role: String] = [:], spy: String? = nil, mock: String? = nil, actors: [String: String] = [:]) {
        self.protocols = protocols
        self.spy = spy
        self.mock = mock
        self.actors = actors
    }

    /// `pattern` with `placeholder` replaced by `name`.
    static func fill(_ pattern: String, _ placeholder: String, with name: String) -> String {
        pattern.replacing(placeholder, with: name)
    }
}
