import ArchGenSpec
import ArchGenTemplates

/// The VIPER render model (styles.md; seed 000): the contract's protocols
/// with their wiring properties, the scaffold actors, the assembly and the
/// tests, as values the `Templates/viper/` templates print.
struct ViperModule: StyleModule {
    let facts: ModuleFacts

    init(spec: Spec) {
        facts = ModuleFacts(spec: spec)
    }

    /// A link's property, by the role it points to, among `role`'s links (`interactor`, or the project's name).
    func property(of role: Role, to target: Role) -> String {
        links(of: role).first { $0.role == target }?.name ?? target.key
    }

    var presenterName: String { actor("Presenter") }
    var interactorName: String { actor("Interactor") }
    var routerName: String { actor("Router") }

    // MARK: - Wiring

    /// What each protocol requires of its implementation to be wired, as the project wires it.
    func links(of role: Role) -> [ModuleLink] {
        switch role {
        case .view: return [link("view.presenter", to: .events)]
        case .events:
            var links = [link("presenter.view", to: .view), link("presenter.interactor", to: .interactor)]
            // Without routes, the router only builds the module: the presenter holds none.
            if declares(.routes) { links.append(link("presenter.router", to: .routes)) }
            if hasDelegate { links.append(link("presenter.delegate", to: .delegate)) }
            return links
        case .interactor:
            return (declares(.output) ? [link("interactor.output", to: .output)] : []) + facts.serviceLinks
        case .output, .routes, .delegate: return []
        }
    }

    /// The router's view, weakly (the router's own: its protocol does not declare it).
    var routerLink: ModuleLink { link("router.view", to: .view) }

    static let roleDocs: [Role: String] = [
        .view: "Presenter → view: display commands.",
        .events: "View → presenter: user and lifecycle events.",
        .interactor: "Presenter → interactor: business requests.",
        .output: "Interactor → presenter: results.",
        .routes: "Presenter → router: navigation.",
        .delegate: "Module → the module that presented it: callbacks.",
    ]

    var protocolRoles: [Role] {
        [.view, .events, .interactor, .output, .routes, .delegate].filter(declares)
    }

    /// Every module protocol with its members, in the order of the contract.
    var protocols: [TemplateValue] {
        protocolRoles.map { role in
            facts.protocolValue(name(role), doc: Self.roleDocs[role] ?? "", wiring: links(of: role).filter(\.isDeclared).map(\.requirement),
                                members: spec.members(of: role).map(\.declaration))
        }
    }

    /// The spy of every module protocol, wiring properties included.
    var protocolDoubles: [TemplateValue] {
        protocolRoles.map { role in
            facts.protocolDouble(name(role), members: links(of: role).filter(\.isDeclared).map(\.propertyDeclaration)
                + spec.members(of: role).map(\.declaration))
        }
    }
}
