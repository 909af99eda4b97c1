import ArchGenSource

/// archgen.yml's `binding: closures` (`ViewBinding`): each command of the
/// `view` list becomes a closure property of the protocol the view holds its
/// actor through (MVVM's view model: `show(photos: [Photo])` becomes
/// `var show: (([Photo]) -> Void)? { get set }`), which the view sets and the
/// actor calls; the view list's protocol is then not declared
/// (`Spec.viewIsBoundByClosures`). Decided here, once: every file and test
/// of the module sees the properties, and `boundCommands` keeps the commands
/// for the view, which binds each to a method of its own.
extension SpecBuilder {
    mutating func bindViewCommands(in spec: inout Spec) {
        guard spec.viewIsBoundByClosures, let viewKey = spec.style.view.implements.first,
              let eventsKey = spec.style.view.links.first?.targets.first,
              let events = spec.style.lists.first(where: { $0.protocolKey == eventsKey })?.role,
              let view = spec.style.lists.first(where: { $0.protocolKey == viewKey })?.role
        else { return }
        var taken = Set(spec.members(of: events).map(\.declaration.name))
        var closures: [Member] = []
        for command in spec.members(of: view) {
            guard case .method(let method) = command.declaration else { continue }
            let shown = "'\(command.declaration.displayName)'"
            if let problem = Self.closureProblem(method) {
                error("\(shown) cannot be a closure the view sets: it \(problem)", at: command.location,
                      hint: "with archgen.yml's 'binding: closures' each view command is a closure property of the "
                          + "'\(events.key)' protocol: make it a method that returns nothing, or choose 'binding: output'")
                continue
            }
            guard taken.insert(method.name).inserted else {
                error("\(shown) would be the closure property '\(method.name)', which '\(events.key)' has already", at: command.location,
                      hint: "with archgen.yml's 'binding: closures' each view command is a closure property named as it: rename one")
                continue
            }
            let type = TypeSyntax.optional(.function(FunctionTypeSyntax(
                parameters: method.parameters.map { TupleTypeElement(type: $0.type) }, returnType: .nominal([NominalComponent(name: "Void")]))))
            closures.append(Member(declaration: .property(PropertyDeclaration(name: method.name, type: type, isSettable: true)),
                                   text: command.text, location: command.location, origin: command.origin))
        }
        spec.boundCommands = spec.members(of: view)
        spec.roles[view] = []
        spec.roles[events, default: []] += closures
    }

    /// Why `method` cannot be a closure the view sets; nil when it can.
    private static func closureProblem(_ method: MethodDeclaration) -> String? {
        if method.isStatic { return "is static" }
        if method.isAsync { return "is async" }
        if method.throwsClause != nil { return "throws" }
        if let result = method.returnType, !result.isVoid { return "returns '\(result)'" }
        if !method.genericParameters.isEmpty { return "is generic" }
        if method.parameters.contains(where: { $0.isInout || $0.isVariadic }) { return "takes an inout or variadic parameter" }
        return nil
    }
}
