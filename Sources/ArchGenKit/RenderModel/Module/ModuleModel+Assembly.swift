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
            AssembledActor(variable: actor.key, type: typeName(of: actor), implements: actor.implements, links: links(of: actor))
        }.creations
        for holder in [view] + created {
            let local = isView(holder) ? viewParameter : holder.key
            let links = roleLinks(of: holder).filter { !isView(holder) || $0.isDeclared }
            for link in links where !isExternal(link) {
                statements += value(of: link).map { facts.assignment(local, link, $0) } ?? []
            }
            if holder.input?.optionality != .nonOptional, holder.input != nil {
                statements += spec.input.map { "\(local).\($0.name) = \($0.name)" }
            }
            for link in links where isExternal(link) {
                statements += facts.assignment(local, link, link.target ?? link.name)
            }
            statements += serviceLinks(of: holder).flatMap { facts.assignment(local, $0, $0.name) }
        }
        let returned = style.assembly.returns
        statements.append("return " + (returned.count == 1 ? returned[0] : "(" + returned.joined(separator: ", ") + ")"))
        return statements
    }

    /// `-> SignInPresenter`, `-> (interactor: MainInteractor, router: MainRouter)`.
    var assemblyReturnType: String {
        let returned = style.assembly.returns.compactMap(style.actor)
        guard returned.count > 1 else { return returned.first.map(typeName(of:)) ?? "Void" }
        return "(" + returned.map { "\($0.key): \(typeName(of: $0))" }.joined(separator: ", ") + ")"
    }

    /// The view's links the entry point sets from what the assembly returns (its protocol does not declare them).
    var viewLinksFromEntryPoint: [ModuleLink] { roleLinks(of: view).filter { !$0.isDeclared } }

    /// The entry point's call of the assembly, and the view's links it sets after.
    var entryPointCall: (call: [String], assignments: [String]) {
        let assembly = style.assembly, links = viewLinksFromEntryPoint
        let arguments = ["\(viewParameter): \(viewLocal)"] + facts.dependencyArguments
        let head: String, assignments: [String]
        if links.isEmpty {
            (head, assignments) = (assembly.function + "(", [])
        } else if assembly.returns.count == 1, links.count == 1 {
            (head, assignments) = ("\(viewLocal).\(links[0].name) = \(assembly.function)(", [])
        } else {
            let local = assembly.returnName ?? assembly.returns[0]
            head = "let \(local) = \(assembly.function)("
            assignments = links.map { link in
                let actor = implementer(of: link)?.key ?? link.name
                return "\(viewLocal).\(link.name) = " + (assembly.returns.count > 1 ? "\(local).\(actor)" : local)
            }
        }
        return (LineWrapping.lines(head, arguments, ")", indent: 8), assignments)
    }

    /// The entry point's parameters: the assembly's, the first input labelled as the manifest says (VIPER-S's `with`).
    var entryPointParameters: [String] {
        var labelled = style.assembly.entryPointInputLabel == nil
        return facts.dependencies.map { dependency in
            let isService = spec.services.contains { $0.property == dependency.name }
            defer { if !isService { labelled = true } }
            return (labelled || isService ? "" : style.assembly.entryPointInputLabel! + " ") + dependency.name + ": " + dependency.type
        }
    }

    /// What the entry point returns on the module's platform.
    var entryPointReturnType: String {
        let platform = spec.platform == .swiftui ? Platform.swiftui : .uikit
        let key = style.assembly.entryPointReturns[platform]
            ?? (platform == .swiftui ? style.view.screen : style.view.types[.uikit]) ?? "UIViewController"
        return style.type(key) != nil ? typeName(key) : key
    }

    /// `assembly` in the templates: `signature`, `statements`, `entryPoint` (its signature),
    /// `call` and `viewAssignments` (the entry point's), `viewLocal`, and `tests`.
    var assemblyContext: TemplateObject {
        let viewProtocol = style.view.implements.first.map(protocolName) ?? "AnyObject"
        let parameters = facts.dependencies.map { "\($0.name): \($0.type)" }
        let entry = entryPointCall
        return [
            "signature": TemplateValue(LineWrapping.lines(
                "static func \(style.assembly.function)(", ["\(viewParameter): some \(viewProtocol)"] + parameters,
                ") -> \(assemblyReturnType) {", indent: 4)),
            "statements": .array(assemblyStatements.map { .string($0) }),
            "entryPoint": TemplateValue(LineWrapping.lines(
                facts.viewEntryPointPrefix + "static func \(style.assembly.entryPoint)(", entryPointParameters,
                ") -> \(entryPointReturnType) {", indent: 4)),
            "call": TemplateValue(entry.call),
            "viewAssignments": .array(entry.assignments.map { .string($0) }),
            "viewLocal": .string(viewLocal),
            "tests": .object(assemblyTestCase.templateContext(kit: kit)),
        ]
    }
}
