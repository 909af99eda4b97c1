/// A project's names for a style's types (archgen.yml's `styles: <style>:
/// protocols:` and `doubles:`), as patterns: `{module}PresenterProtocol`
/// for a protocol of the style,
/// `{protocol}Spy` and `{service}Mock` for the doubles, `{module}ViewPresenter`
/// for a scaffold type (`actors:`), `Presenter/{type}.swift` for a module's
/// file (`files:`). A pattern left out keeps the style's own name.
package struct NamePatterns: Equatable, Sendable {
    /// Each protocol's, by its key in the style (`view`, VIP's `interactor` for its business logic, `dataStore`).
    package var protocols: [String: String]
    /// The spy of a module protocol.
    package var spy: String?
    /// The mock of a service.
    package var mock: String?
    /// The scaffold types by archgen.yml's key for their kind (`presenter`, `viewController`).
    package var actors: [String: String]
    /// The module's files by archgen.yml's key for their kind (`presenter`,
    /// `presenterTests`, `contract`): a path relative to the module's sources
    /// or tests folder, with `{module}` and, for a type's file, `{type}`.
    package var files: [String: String]

    package static let modulePlaceholder = "{module}"
    package static let protocolPlaceholder = "{protocol}"
    package static let servicePlaceholder = "{service}"
    package static let typePlaceholder = "{type}"

    package init(
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
    package static func fill(_ pattern: String, _ placeholder: String, with name: String) -> String {
        pattern.filling(placeholder, with: name)
    }
}
