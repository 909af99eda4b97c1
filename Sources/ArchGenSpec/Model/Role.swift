/// A role list of the spec: who calls whom. Each becomes a protocol whose name
/// depends on the style (see `StyleNaming`).
public enum Role: String, CaseIterable, Sendable {
    case delegate
    case view
    case events
    case interactor
    case output
    case routes

    /// The spec key of the list.
    public var key: String { rawValue }

    /// Who calls the members of this list, for messages and documentation.
    public var summary: String {
        switch self {
        case .delegate: return "callbacks to the module that presented this one"
        case .view: return "presenter → view: display commands"
        case .events: return "view → presenter: user and lifecycle events"
        case .interactor: return "presenter → interactor: business requests"
        case .output: return "interactor → presenter: results"
        case .routes: return "presenter → router: navigation"
        }
    }
}
