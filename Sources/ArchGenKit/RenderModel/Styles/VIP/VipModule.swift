import ArchGenSpec
import ArchGenTemplates

/// The VIP (Clean Swift) render model (styles.md; seeds 002 and 003): the
/// scene's protocols without wiring properties, the data store and data
/// passing, the scaffold actors, the configurator and the tests, as values
/// the `Templates/vip/` templates print.
struct VipModule: StyleModule {
    let facts: ModuleFacts

    init(spec: Spec) {
        facts = ModuleFacts(spec: spec)
    }

    var dataStoreName: String { facts.naming.dataStoreName }
    var dataPassingName: String { facts.naming.dataPassingName }
    var interactorName: String { actor("Interactor") }
    var presenterName: String { actor("Presenter") }
    var routerName: String { actor("Router") }
    var workerName: String { actor("Worker") }
    var configuratorName: String { actor("Configurator") }

    /// What the configurator links the scene around: the view controller, or a SwiftUI screen's model.
    var displayParameter: String { spec.platform == .swiftui ? "model" : "viewController" }

    // MARK: - Wiring

    /// What the interactor holds: the presenter strongly (Clean Swift's
    /// interactor owns its presenter), the delegate weakly, the services.
    var interactorLinks: [ModuleLink] {
        [link("interactor.presenter", to: .output)]
            + (hasDelegate ? [link("interactor.delegate", to: .delegate)] : [])
            + facts.serviceLinks
    }

    /// What the view controller holds the router as: its routing logic (none
    /// without routes) and its data passing.
    var routerType: String {
        ((declares(.routes) ? [name(.routes)] : []) + [dataPassingName]).joined(separator: " & ")
    }

    /// What the view controller (a SwiftUI screen's model) holds: the interactor and the router.
    var viewLinks: (interactor: ModuleLink, router: ModuleLink) {
        (link("viewController.interactor", to: .events), link("viewController.router", to: .routes, type: routerType))
    }

    /// What the presenter holds: the view controller, weakly (it owns the scene).
    var presenterLink: ModuleLink { link("presenter.viewController", to: .view) }

    /// What the router holds: the view controller, weakly.
    var routerLink: ModuleLink { link("router.viewController", to: .view) }

    // MARK: - Protocols

    /// `events` and `interactor` merged into the business logic: a request
    /// written under both lists is one requirement (the first written wins).
    var businessLogic: [Member] {
        var keys: Set<String> = []
        return (spec.members(of: .events) + spec.members(of: .interactor)).filter {
            keys.insert($0.declaration.signatureKey).inserted
        }
    }

    /// The members of a role's protocol (the business logic for `events` and `interactor`).
    func members(of role: Role) -> [Member] {
        role == .events || role == .interactor ? businessLogic : spec.members(of: role)
    }

    /// `var dataStore: (any MDataStore)? { get }`: what the router passes on.
    var dataPassingRequirement: PropertyDeclaration {
        let existential = TypeSyntax.tuple([TupleTypeElement(type: .existential(.nominal([NominalComponent(name: dataStoreName)])))])
        return PropertyDeclaration(name: "dataStore", type: .optional(existential), isSettable: false)
    }

    /// A protocol of the scene: its name, what it is for, and its requirements.
    struct ProtocolModel {
        var name: String
        var doc: String
        var members: [MemberDeclaration]
    }

    /// The scene's protocols in the order of the VIP cycle, then the data
    /// flow, then the delegate.
    var protocolModels: [ProtocolModel] {
        func roleProtocol(_ role: Role, _ doc: String) -> ProtocolModel {
            ProtocolModel(name: name(role), doc: doc, members: members(of: role).map(\.declaration))
        }
        var models = [
            roleProtocol(.events, "View controller → interactor: user events and business requests."),
            ProtocolModel(name: dataStoreName, doc: "What the interactor keeps for the router to pass on: the scene's input.",
                          members: facts.inputProperties.map { .property($0) }),
            roleProtocol(.output, "Interactor → presenter: responses to present."),
            roleProtocol(.view, "Presenter → view controller: view models to display."),
        ]
        if declares(.routes) { models.append(roleProtocol(.routes, "View controller → router: navigation.")) }
        models += [
            ProtocolModel(name: dataPassingName, doc: "Router: the data store it passes to the next scene.",
                          members: [.property(dataPassingRequirement)]),
        ]
        if hasDelegate {
            models.append(roleProtocol(.delegate, "Scene → the scene that presented it: callbacks."))
        }
        return models
    }

    /// Every protocol with its requirements, as the generated file declares them.
    var protocols: [TemplateValue] {
        protocolModels.map { facts.protocolValue($0.name, doc: $0.doc, members: $0.members) }
    }

    /// The spy of every scene protocol.
    var protocolDoubles: [TemplateValue] {
        protocolModels.map { facts.protocolDouble($0.name, members: $0.members) }
    }
}
