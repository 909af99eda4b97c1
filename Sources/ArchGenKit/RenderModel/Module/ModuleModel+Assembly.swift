import ArchGenSource
import ArchGenSpec
import ArchGenTemplates

/// The assembly (VIPER's `assemble`, VIP's `configure`): created actors,
/// linked in the manifest's order, returned; and the entry point that
/// creates the view on a platform with one and assembles the module around it.
extension ModuleModel {
    /// The view's parameter on the module's platform (`view`, `ui`, `viewController`).
    var viewParameter: String { style.assembly.viewParameter(on: spec.platform) }

    /// The entry point's local for the view it creates: `model` on SwiftUI, else the view's type key (`viewController`, `scene`).
    var viewLocal: String { spec.platform == .swiftui ? "model" : (style.view.types[.uikit] ?? viewParameter) }

    /// How the assembly refers to the actor implementing a link's protocol:
    /// its local, the view's parameter, or the parameter of a protocol it is given.
    func value(of link: ModuleLink) -> String? {
        guard let actor = implementer(of: link) else { return isExternal(link) ? link.target : nil }
        return isView(actor) ? viewParameter : actor.key
    }

    /// `let presenter = SignInPresenter()`, ... then each link set in the
    /// manifest's order: for the view (when its protocol declares the link)
    /// and each created actor, its links, the input it keeps, the links to
    /// protocols it is given (the delegate), its services; then what it returns.
    var assemblyStatements: [String] {
        let created = createdActors
        var statements = created.map { actor in
            AssembledActor(variable: actor.key, type: typeName(of: actor), implements: actor.implements, parameters: initParameters(of: actor))
        }.creations
        if let factory = viewFactory {
            // The view takes its links in `init`: the assembly builds it with the factory it is given.
            statements.append("let \(viewParameter) = \(factory)(" + injectedViewLinks.map { value(of: $0) ?? $0.name }.joined(separator: ", ") + ")")
        }
        for holder in assembledView + created {
            let local = isView(holder) ? viewParameter : holder.key
            let links = roleLinks(of: holder).filter { !isView(holder) || $0.isDeclared }
            for link in links where !isExternal(link) {
                statements += value(of: link).map { facts.assignment(local, link, $0) } ?? []
            }
            statements += inputProperties(of: holder).filter { !$0.isInjected }.map { "\(local).\($0.name) = \(SwiftIdentifier.escaped($0.name))" }
            for link in links where isExternal(link) {
                statements += facts.assignment(local, link, link.target ?? link.name)
            }
            statements += serviceLinks(of: holder).flatMap { facts.assignment(local, $0, $0.name) }
            if !isView(holder) { statements += platformAssignments(local, of: holder) }
        }
        statements += openingAssignments
        let returned = (viewFactory == nil ? [] : [viewParameter]) + style.assembly.returns
        statements.append("return " + (returned.count == 1 ? returned[0] : "(" + returned.joined(separator: ", ") + ")"))
        return statements
    }

    /// `-> SignInPresenter`, `-> (interactor: MainInteractor, router: MainRouter)`; with a view factory, the view first.
    var assemblyReturnType: String {
        let returned = style.assembly.returns.compactMap(style.actor).map { ($0.key, typeName(of: $0)) }
        let all = (viewFactory == nil ? [] : [(viewParameter, Self.viewTypeParameter)]) + returned
        guard all.count > 1 else { return all.first?.1 ?? "Void" }
        return "(" + all.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + ")"
    }

    /// The view's links passed to its `init` (`view.presenter: {optional: none}`).
    var injectedViewLinks: [ModuleLink] { roleLinks(of: view).filter(\.isInjected) }

    /// The local of the view factory the assembly is given when the view takes its links in `init`
    /// (`makeView`); nil when it is given the view.
    var viewFactory: String? {
        injectedViewLinks.isEmpty || observedActor != nil ? nil : "make" + Casing.upperWord(viewParameter)
    }

    /// The generic type of the view a factory builds.
    static let viewTypeParameter = "ViewType"

    /// `static func assemble(view: some SignInView, ...) -> SignInPresenter {`, or with a view factory
    /// `static func assemble<ViewType: SignInView>(view makeView: (any SignInPresentation) -> ViewType, ...)`,
    /// on the main actor where the view layer is, as the view is built there.
    var assemblySignature: [String] {
        // A view told through closures (`binding: closures`) implements no protocol of the module.
        let viewProtocol = style.view.implements.first.flatMap { spec.declaresProtocol($0) ? protocolName($0) : nil } ?? "AnyObject"
        let parameters = facts.dependencies.map { "\($0.name): \($0.type)" }
        let function = style.assembly.function
        guard let factory = viewFactory else {
            let view = assembledView.isEmpty ? [] : ["\(viewParameter): some \(viewProtocol)"]
            return LineWrapping.lines("static func \(function)(", view + parameters,
                                      ") -> \(assemblyReturnType) {", indent: 4)
        }
        let head = facts.viewEntryPointPrefix + "static func \(function)<\(Self.viewTypeParameter): \(viewProtocol)>("
        let tail = ") -> \(assemblyReturnType) {"
        let factoryType = LineWrapping.lines("\(viewParameter) \(factory): (", injectedViewLinks.map(\.parameterType),
                                             ") -> " + Self.viewTypeParameter, indent: 8)
        guard factoryType.count > 1 else { return LineWrapping.lines(head, factoryType + parameters, tail, indent: 4) }
        // The factory's type alone is too wide: its parameters go one a line too, and so do the others.
        let rest = parameters.enumerated().map { "    " + $0.element + ($0.offset < parameters.count - 1 ? "," : "") }
        return [head] + factoryType.map { "    " + $0 }.dropLast() + ["    " + factoryType[factoryType.count - 1] + (rest.isEmpty ? "" : ",")]
            + rest + [tail]
    }
}

