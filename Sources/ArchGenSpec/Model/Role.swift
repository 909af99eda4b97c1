/// A role list of the spec: who calls whom. Each becomes a protocol whose name
/// depends on the style (see `StyleNaming`). archgen's styles share six; a
/// style of a project's own names its own too (`useCase:`, in its manifest's `lists:`).
package struct Role: RawRepresentable, Hashable, Sendable {
    package let rawValue: String

    package init(rawValue: String) {
        self.rawValue = rawValue
    }

    package static let delegate = Role(rawValue: "delegate")
    package static let view = Role(rawValue: "view")
    package static let events = Role(rawValue: "events")
    package static let interactor = Role(rawValue: "interactor")
    package static let output = Role(rawValue: "output")
    package static let routes = Role(rawValue: "routes")

    /// archgen's own lists, which every style knows (and refuses, naming itself, when it does not take one).
    package static let allCases: [Role] = [.delegate, .view, .events, .interactor, .output, .routes]

    /// archgen's own list of this key, if it is one.
    package static func builtIn(_ key: String) -> Role? { allCases.first { $0.rawValue == key } }

    /// The spec key of the list.
    package var key: String { rawValue }

    /// Whether it is one of archgen's own lists rather than a style's.
    package var isBuiltIn: Bool { Self.allCases.contains(self) }

    /// Who calls the members of this list, for messages and documentation
    /// (a style's own list: its protocol's `doc`, `StyleProtocol.summary`).
    package var summary: String {
        switch self {
        case .delegate: "callbacks to the module that presented this one"
        case .view: "presenter → view: display commands"
        case .events: "view → presenter: user and lifecycle events"
        case .interactor: "presenter → interactor: business requests"
        case .output: "interactor → presenter: results"
        case .routes: "presenter → router: navigation"
        default: "its methods"
        }
    }
}
