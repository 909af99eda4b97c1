import ArchGenSource
import ArchGenSpec
import ArchGenTemplates

/// The bodies of the routes on UIKit (`ModuleModel+Routes`): a route that
/// opens a module builds it through its entry point and pushes or presents
/// it; a route that dismisses (`close()`, `dismiss()`: `isDismissing`)
/// dismisses the module's view controller when it was presented, or pops it.
/// The UIKit code is inside `#if canImport(UIKit)`, as the entry points are.
extension ModuleModel {
    /// The routes' methods of the routes' actor `className`: each navigating
    /// route's body, the others forwarded or left as `todo` says.
    func routeMethods(_ members: [Member], in className: String, forward: (Member) -> Forward?, todo: String) -> TemplateValue {
        let onMainActor = spec.isolation.isMainActor
        let opened = Dictionary(openedRoutes.map { ($0.route.signatureKey, $0.opened) }, uniquingKeysWith: { first, _ in first })
        return .array(members.compactMap { member in
            guard let method = member.method, let body = navigationBody(of: member, method: method, opening: opened[member.signatureKey])
            else { return facts.implementation(member, in: className, forward: forward(member), todo: todo, onMainActor: onMainActor) }
            let declaration = MethodImplementation.implementation(
                method, in: className, onMainActor: onMainActor, printed: member.requirementDescription)
            let framework = spec.platform == .swiftui ? "SwiftUI" : "UIKit"
            return MethodImplementation(declaration: declaration, body: ["#if canImport(\(framework))"] + body + ["#endif"]).templateValue
        })
    }

    /// Whether a route dismisses the module: `close()`, `dismiss()` or a name
    /// that starts with either word (`dismissForm()`), without parameters,
    /// result or effects, and opening no module.
    static func isDismissing(_ route: Member) -> Bool {
        guard route.routeTarget == nil, let method = route.method, method.parameters.isEmpty, !method.isStatic, !method.isAsync,
              method.throwsClause == nil, method.returnType?.isVoid ?? true else { return false }
        return ["close", "dismiss"].contains { word in
            method.name == word || method.name.hasPrefix(word) && method.name.dropFirst(word.count).first?.isUppercase == true
        }
    }

    /// The view controller the routes' actor navigates from, one way in every style: its link to a
    /// platform type (`weak var viewController: UIViewController?`), else the accessor its template
    /// declares, its link to the view as a `UIViewController` (the assembly's holder's UIKit entry
    /// point has it, as archgen.yml's wiring knows; VIP's router's manifest `reserves:` it); nil off
    /// the main actor, where UIKit's view controllers are not, or with neither.
    var navigatingViewController: String? {
        guard spec.platform == .uikit, let actor = routesActor, viewLinkOfRoutesActor != nil else { return nil }
        if let link = platformLinks(of: actor).first { return link.name }
        let declaresAccessor = actor.key == style.assembly.holder || actor.reserved.contains(Self.viewControllerAccessor)
        return declaresAccessor ? Self.viewControllerAccessor : nil
    }

    /// The accessor a routes' actor's template declares: its link to the view, as a `UIViewController`.
    static let viewControllerAccessor = "viewController"

    /// The lines of a route's body; nil when it neither opens a module archgen can build nor dismisses.
    private func navigationBody(of route: Member, method: MethodDeclaration, opening opened: ModuleModel?) -> [String]? {
        if spec.platform == .swiftui { return screenNavigationBody(of: route, method: method, opening: opened) }
        guard spec.platform == .uikit, spec.isolation.isMainActor, let source = navigatingViewController else { return nil }
        guard let opened, let kind = route.routeTarget?.kind else {
            guard Self.isDismissing(route) else { return nil }
            return [
                source == Self.viewControllerAccessor ? "guard let viewController else { return }" : "guard let viewController = \(source) else { return }",
                "if viewController.presentingViewController != nil {",
                "    viewController.dismiss(animated: true)",
                "} else {",
                "    viewController.navigationController?.popViewController(animated: true)",
                "}",
            ]
        }
        guard let (local, lines) = openingLines(of: method, opening: opened) else { return nil }
        if let passing = dataPassingLines(of: route, local: local, source: source) {
            return ["guard let \(source) else { return }"] + lines + passing
        }
        let show = kind == .opens
            ? "\(source)?.navigationController?.pushViewController(\(local), animated: true)"
            : "\(source)?.present(\(local), animated: true)"
        return lines + [show]
    }

    /// The lines that build the module a route opens (`let restaurantDetail = RestaurantDetailCoordinator.create(…)`,
    /// after what the data store passes on), and its local; nil when archgen cannot build it.
    func openingLines(of method: MethodDeclaration, opening opened: ModuleModel) -> (local: String, lines: [String])? {
        guard let arguments = spec.routeArguments(of: method, into: opened.spec.input) else { return nil }
        let passesData = arguments.contains { if case .dataStore = $0 { true } else { false } }
            || dataPassingRoutes.contains { $0.route.method == method }
        guard let call = opened.entryPointCall(passing: method, arguments: arguments, delegate: delegateReceiver?.key,
                                               services: spec.services),
              !passesData || dataStoreSource != nil else { return nil }
        let local = Casing.lowerFirst(opened.spec.module)
        return (local, (passesData ? dataStoreSource ?? [] : []) + LineWrapping.lines("let \(local) = " + call.head, call.arguments, ")", indent: 8))
    }

    /// `RestaurantDetailCoordinator.create(` and its arguments, for a route of
    /// another module (`route`, whose parameters and data store give this module's input
    /// as `arguments` say, the data store's as `source`) whose actor `delegate` is this module's delegate and whose
    /// `services` include those this module takes; nil when one is missing.
    func entryPointCall(
        passing route: MethodDeclaration, arguments sources: [RouteArgument], delegate: String?, services: [Service]
    ) -> (head: String, arguments: [String])? {
        let assembly = style.assembly
        let holder = style.actor(assembly.holder).map(typeName(of:)) ?? typeName(assembly.holder)
        var arguments: [String] = []
        for (index, field) in spec.input.enumerated() {
            guard index < sources.count else { return nil }
            let label = index == 0 ? assembly.entryPointInputLabel ?? field.name : field.name
            switch sources[index] {
            case .parameter(let parameter):
                let name = DoubleMemberNaming.internalName(of: route.parameters[parameter], at: parameter)
                arguments.append("\(label): " + SwiftIdentifier.escaped(name))
            case .dataStore(let name):
                arguments.append("\(label): source." + SwiftIdentifier.escaped(name))
            }
        }
        for key in facts.externalProtocols {
            arguments.append("\(key): " + (key == delegateProtocol?.key ? delegate ?? "nil" : "nil"))
        }
        for service in spec.services {
            guard let own = services.first(where: { $0.name == service.name }) else { return nil }
            arguments.append("\(service.property): \(own.property)")
        }
        return ("\(holder).\(assembly.entryPoint)(", arguments)
    }
}

extension ModuleModel {
    /// The line binding `source` to the routes' actor's data store (VIP's router's `dataStore`,
    /// Clean Swift's data passing), whose fields a route passes on to the module it opens; nil without one.
    var dataStoreSource: [String]? {
        guard let actor = routesActor, let link = roleLinks(of: actor).first(where: {
            $0.target.flatMap(style.protocol)?.declaresInput == true
        }) else { return nil }
        return link.optionality == .nonOptional ? ["let source = \(link.name)"] : ["guard let source = \(link.name) else { return }"]
    }
}
