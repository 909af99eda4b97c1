import ArchGenSpec
import ArchGenTemplates

/// The VIPER-S render model (styles.md; seed 001 and ariok/VIPER-S): the
/// contract's protocols, the director, worker, navigator with its assembly,
/// the scene, and the tests, as values the `Templates/viper-s/` templates print.
///
/// Unlike VIPER's, the protocols hold only the spec's members: the wiring is
/// stored by the implementations, so seed 001's hand-written spies
/// (`class UISpy: ItemsList_DisplayUI`) conform as they are.
struct ViperSModule: StyleModule {
    let facts: ModuleFacts

    init(spec: Spec) {
        facts = ModuleFacts(spec: spec)
    }

    var directorName: String { actor("Director") }
    var workerName: String { actor("Worker") }
    var navigatorName: String { actor("Navigator") }
    var sceneName: String { actor("Scene") }
    var sceneModelName: String { actor("SceneModel") }

    // MARK: - Wiring

    /// The director's links: the scene weakly (it owns the module), the worker
    /// and the navigator strongly, the delegate weakly.
    var directorLinks: [ModuleLink] {
        var links = [link("director.ui", to: .view), link("director.dataManager", to: .interactor)]
        // Without routes, the navigator only builds the module: the director holds none.
        if declares(.routes) { links.append(link("director.navigator", to: .routes)) }
        if hasDelegate { links.append(link("director.delegate", to: .delegate)) }
        return links
    }

    /// The worker's links: the director it presents to, weakly (none without output); the services, strongly.
    var workerLinks: [ModuleLink] {
        (declares(.output) ? [link("worker.presenter", to: .output)] : []) + facts.serviceLinks
    }

    /// The navigator's scene, weakly: the scene owns the module.
    var navigatorLink: ModuleLink { link("navigator.scene", to: .view) }

    /// The scene's director, strongly: the scene keeps the module alive.
    var sceneLink: ModuleLink { link("scene.eventsHandler", to: .events) }

    /// The director's link to `role`'s protocol, if it has one.
    func directorLink(_ role: Role) -> ModuleLink? { directorLinks.first { $0.role == role } }

    // MARK: - Contract

    static let roleDocs: [Role: String] = [
        .view: "Director → scene: what the UI displays.",
        .events: "Scene → director: user and lifecycle events.",
        .interactor: "Director → worker: data requests.",
        .output: "Worker → director: data to present.",
        .routes: "Director → navigator: navigation.",
        .delegate: "Module → the module that presented it: callbacks.",
    ]

    var protocolRoles: [Role] {
        [.view, .events, .interactor, .output, .routes, .delegate].filter(declares)
    }

    /// Every module protocol with the spec's members, in the order of the contract.
    var protocols: [TemplateValue] {
        protocolRoles.map { role in
            facts.protocolValue(name(role), doc: Self.roleDocs[role] ?? "", members: spec.members(of: role).map(\.declaration))
        }
    }

    /// The spy of every module protocol.
    var protocolDoubles: [TemplateValue] {
        protocolRoles.map { role in facts.protocolDouble(name(role), members: spec.members(of: role).map(\.declaration)) }
    }
}
