import ArchGenSource
import ArchGenSpec
import ArchGenTemplates

/// Routes that open a module (`showDetail(restaurantID: Int) opens
/// RestaurantDetail`, `presents`) and routes that dismiss (`close()`), on
/// UIKit (Docs/navigation.md). The actor implementing the routes (router,
/// navigator, coordinator, VIP's router) builds the opened module through its
/// entry point with:
/// - the route's arguments as the module's input;
/// - as its delegate, the actor that takes this module's events (presenter,
///   director, view model, VIP's interactor), which the routes' file makes
///   conform to the opened module's delegate protocol;
/// - the services it needs, this module's own of the same name.
///
/// The assembly gives the routes' actor the delegate (weakly) and those
/// services. Then it pushes the module (`opens`) or presents it (`presents`).
extension ModuleModel {
    /// The actor implementing the routes, when the assembly creates it.
    var routesActor: StyleActor? {
        guard let key = style.protocolKey(of: .routes), let actor = style.implementer(of: key), !isView(actor) else { return nil }
        return createdActors.contains { $0.key == actor.key } ? actor : nil
    }

    /// The actor taking the module's events: it receives the opened modules' delegate calls.
    var delegateReceiver: StyleActor? {
        guard let key = style.protocolKey(of: .events), let actor = style.implementer(of: key), !isView(actor),
              createdActors.contains(where: { $0.key == actor.key }) else { return nil }
        return actor
    }

    /// Each route that opens a module archgen can build (a module of the project on the same
    /// platform, UIKit or SwiftUI), with that module: both on the main actor (`isolation`), where
    /// UIKit and SwiftUI are and the entry point is called, and its entry point given all it takes
    /// (a service this module does not take leaves the route a TODO, with no test, delegate or service kept for it).
    var openedRoutes: [(route: Member, opened: ModuleModel)] {
        guard spec.platform == .uikit || spec.platform == .swiftui, spec.isolation.isMainActor, routesActor != nil else { return [] }
        return spec.members(of: .routes).compactMap { route in
            guard let target = route.routeTarget, let opened = spec.openedModules[target.module], opened.platform == spec.platform,
                  opened.isolation.isMainActor,
                  let method = route.method, !method.isStatic, method.returnType?.isVoid ?? true,
                  let arguments = spec.routeArguments(of: method, into: opened.input) else { return nil }
            let model = ModuleModel(spec: opened)
            guard model.entryPointCall(passing: method, arguments: arguments, delegate: nil, services: spec.services) != nil
            else { return nil }
            return (route, model)
        }
    }

    /// The opened modules, each once, in the routes' order.
    private var openedModules: [ModuleModel] {
        var seen: Set<String> = []
        return openedRoutes.map(\.opened).filter { seen.insert($0.spec.module).inserted }
    }

    /// The services the opened modules need that this module has, in its order (none
    /// to keep when the routes' actor keeps the module's services already).
    var servicesForOpenedModules: [Service] {
        guard let actor = routesActor, serviceLinks(of: actor).isEmpty else { return [] }
        let needed = Set(openedModules.flatMap { $0.spec.services.map(\.name) })
        return spec.services.filter { needed.contains($0.name) }
    }

    /// Whether an opened module reports back through a delegate protocol.
    private var opensModuleWithDelegate: Bool {
        delegateReceiver != nil && openedModules.contains { $0.delegateProtocol != nil }
    }

    /// The module's delegate protocol (its key, its name), when it declares one.
    var delegateProtocol: (key: String, name: String)? {
        guard let key = style.protocolKey(of: .delegate), facts.externalProtocols.contains(key) else { return nil }
        return (key, protocolName(key))
    }

    /// The services the routes' actor passes on to the modules it opens, given to its `init`.
    var openedModulesServiceLinks: [ModuleLink] {
        servicesForOpenedModules.map { ModuleLink($0.property, to: nil, type: $0.name, optionality: .nonOptional) }
    }

    /// The actors the routes' actor keeps weakly, each once: the opened modules' delegate, and the
    /// screen's model that holds where the screen navigates (`observedModelLink`; MVVM's view model is both),
    /// with what each is for.
    private var openingReferences: [(name: String, type: String, roles: [String])] {
        var references: [(name: String, type: String, roles: [String])] = []
        if opensModuleWithDelegate, let receiver = delegateReceiver {
            references.append((receiver.key, typeName(of: receiver), ["the opened modules' delegate"]))
        }
        if let model = observedModelLink {
            let role = "the screen's model (where it navigates)"
            if let index = references.firstIndex(where: { $0.name == model.name }) {
                references[index].roles.append(role)
            } else {
                references.append((model.name, model.type, [role]))
            }
        }
        return references
    }

    /// What the routes' actor keeps for the modules it opens: the delegate and the screen's model, weakly, and the services.
    var openingProperties: [String] {
        let kept = openingReferences.flatMap { reference in
            ["/// \(Casing.upperFirst(reference.roles.joined(separator: " and "))), held weakly: it keeps this \(routesActor?.key ?? "actor").",
             "weak var \(reference.name): \(reference.type)?"]
        }
        let services = openedModulesServiceLinks
        return kept + (services.isEmpty ? [] : ["/// What the opened modules need, passed on."]) + services.map(\.storedProperty)
    }

    /// The assembly's statements giving the routes' actor what `openingProperties` keeps weakly
    /// (the services are passed to its `init`: `initParameters(of:)`).
    var openingAssignments: [String] {
        guard let actor = routesActor else { return [] }
        return openingReferences.map { "\(actor.key).\($0.name) = \($0.name)" }
    }

    /// The delegate receiver's conformance to each opened module's delegate
    /// protocol, its methods left to the team: the lines of the routes' file.
    var delegateConformances: [String] {
        guard opensModuleWithDelegate, let receiver = delegateReceiver else { return [] }
        let receiverName = typeName(of: receiver)
        let onMainActor = spec.isolation.isMainActor
        return openedModules.flatMap { opened -> [String] in
            guard let delegate = opened.delegateProtocol else { return [] }
            let methods = opened.facts.members(ofProtocol: delegate.key).compactMap(\.method).map {
                MethodImplementation.todo($0, in: receiverName, "React to \(opened.spec.module).", onMainActor: onMainActor)
            }
            var lines = ["", "// MARK: - \(delegate.name)", "", "extension \(receiverName): \(delegate.name) {"]
            for (index, method) in methods.enumerated() {
                if index > 0 { lines.append("") }
                lines += ["    \(method.declaration) {"] + method.body.map { "        " + $0 } + ["    }"]
            }
            return lines + ["}"]
        }
    }

    /// `opening` in the routes' actor's context: `properties`, `conformances`, and VIP's `dataPassing`
    /// (`navigateTo…` and `passDataTo…`, as lines of its body; empty lists for any other actor).
    func openingContext(of actor: StyleActor) -> TemplateValue {
        guard actor.key == routesActor?.key else {
            return .object(["properties": .array([]), "conformances": .array([]), "dataPassing": .array([])])
        }
        return .object(["properties": TemplateValue(openingProperties), "conformances": TemplateValue(delegateConformances),
                        "dataPassing": TemplateValue(dataPassingMethods)])
    }
}
