import ArchGenSpec
import ArchGenTemplates

/// The scaffold actors: presenter, interactor, router with its assembly, and the view.
extension ViperModule {
    /// Where a scaffold method forwards its call: the first actor whose
    /// protocol has a method of the same signature (a weak receiver only
    /// for methods without a result, since its call may not happen).
    struct Forward {
        var method: MethodDeclaration
        /// `interactor`, `view`, `router`, `delegate`.
        var receiver: String
        var role: Role
        var isWeak: Bool
    }

    func forward(_ method: MethodDeclaration, toFirstOf roles: [Role]) -> Forward? {
        let key = MemberDeclaration.method(method).signatureKey
        for role in roles {
            guard let target = spec.members(of: role).first(where: { $0.declaration.signatureKey == key }),
                  case .method(let targetMethod) = target.declaration,
                  targetMethod.returnType?.description == method.returnType?.description,
                  !targetMethod.isAsync || method.isAsync,
                  targetMethod.throwsClause == nil || method.throwsClause != nil,
                  MethodImplementation.call(targetMethod, on: "x") != nil
            else { continue }
            let receiver = links(of: .events).first { $0.role == role }
            guard let receiver, !receiver.isWeak || (method.returnType?.isVoid ?? true) else { continue }
            return Forward(method: targetMethod, receiver: receiver.name, role: role, isWeak: receiver.isWeak)
        }
        return nil
    }

    /// What the presenter does with a view event: ask the interactor or the router.
    func eventForward(_ method: MethodDeclaration) -> Forward? { forward(method, toFirstOf: [.interactor, .routes]) }

    /// What the presenter does with an interactor result: update the view, route, or tell the delegate.
    func outputForward(_ method: MethodDeclaration) -> Forward? { forward(method, toFirstOf: [.view, .routes, .delegate]) }

    func implementation(_ member: Member, forward: Forward?, todo: String) -> TemplateValue? {
        guard case .method(let method) = member.declaration else { return nil }
        let receiver = forward.map { $0.receiver + ($0.isWeak ? "?" : "") }
        let implementation = receiver.flatMap { MethodImplementation.forwarding(method, to: $0) }
            ?? MethodImplementation.todo(method, todo)
        return .object([
            "declaration": .string(implementation.declaration),
            "body": .array(implementation.body.map { .string($0) }),
        ])
    }

    var presenterContext: TemplateObject {
        [
            "name": .string(presenterName),
            "properties": .array((links(of: .events).map(\.storedProperty)
                + spec.input.map { "var \($0.name): \($0.type)!" }).map { .string($0) }),
            "events": .array(spec.members(of: .events).compactMap { member in
                implementation(member, forward: member.method.flatMap(eventForward), todo: "Ask the interactor or the router.")
            }),
            "outputs": .array(spec.members(of: .output).compactMap { member in
                implementation(member, forward: member.method.flatMap(outputForward), todo: "Update the view or route.")
            }),
        ]
    }

    var interactorContext: TemplateObject {
        [
            "name": .string(interactorName),
            "properties": .array(links(of: .interactor).map { .string($0.storedProperty) }),
            "requests": .array(spec.members(of: .interactor).compactMap { member in
                implementation(member, forward: nil, todo: "Do the work, then report to the output.")
            }),
        ]
    }

    /// `fetcher: any NetworkDataFetcher`, after the view: what the assembly is given.
    var dependencies: [(name: String, type: String)] {
        spec.input.map { ($0.name, $0.type.description) }
            + (hasDelegate ? [("delegate", "(any \(name(.delegate)))?")] : [])
            + spec.services.map { ($0.property, "any " + $0.name) }
    }

    var routerContext: TemplateObject {
        let parameters = dependencies.map { "\($0.name): \($0.type)" }
        var statements = [
            "let presenter = \(presenterName)()",
            "let interactor = \(interactorName)()",
            "let router = \(routerName)()",
            "view.presenter = presenter",
            "presenter.view = view",
            "presenter.interactor = interactor",
            "presenter.router = router",
        ]
        statements += spec.input.map { "presenter.\($0.name) = \($0.name)" }
        if hasDelegate { statements.append("presenter.delegate = delegate") }
        statements.append("interactor.output = presenter")
        statements += spec.services.map { "interactor.\($0.property) = \($0.property)" }
        statements += ["router.view = view", "return presenter"]
        return [
            "name": .string(routerName),
            "assembleParameters": .string((["view: some \(name(.view))"] + parameters).joined(separator: ", ")),
            "assembleArguments": .string(dependencies.map { "\($0.name): \($0.name)" }.map { ", " + $0 }.joined()),
            "createParameters": .string(parameters.joined(separator: ", ")),
            "statements": .array(statements.map { .string($0) }),
            "routes": .array(spec.members(of: .routes).compactMap { member in
                implementation(member, forward: nil, todo: "Navigate.")
            }),
        ]
    }

    var viewContext: TemplateObject {
        [
            "controllerName": .string(module + "ViewController"),
            "screenName": .string(module + "Screen"),
            "screenModelName": .string(module + "ScreenModel"),
            "presenterProperty": .string(links(of: .view)[0].storedProperty),
            "displays": .array(spec.members(of: .view).compactMap { member in
                implementation(member, forward: nil, todo: "Update the UI.")
            }),
        ]
    }
}

extension Member {
    var method: MethodDeclaration? {
        if case .method(let method) = declaration { return method }
        return nil
    }
}
