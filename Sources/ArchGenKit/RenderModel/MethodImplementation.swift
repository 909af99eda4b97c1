import ArchGenSpec
import ArchGenTemplates

/// A protocol requirement as a scaffold implements it: the declaration and
/// the body, either a call forwarded to another actor or a TODO with the
/// simplest value of its result type.
struct MethodImplementation: Equatable {
    /// `func signIn(username: String)` (no default values: those live on the protocol's extension).
    var declaration: String
    /// The body's lines, unindented.
    var body: [String]
    /// The framework the method is written inside `#if canImport(...)` for (UIKit, `PlatformGuard`); nil for none.
    var platformGuard: String?

    /// What `shared/Implementation` prints.
    var templateValue: TemplateValue {
        .object(["declaration": .string(declaration), "body": TemplateValue(body), "guard": .string(platformGuard ?? "")])
    }

    /// The requirement as a protocol declares it: without default values,
    /// which Swift does not allow in a protocol.
    static func requirement(_ member: MemberDeclaration) -> String {
        member.requirementDescription
    }

    /// The requirement as the final class `className` implements it: `Self` is
    /// the class (which a class may write only at the top of a result otherwise).
    /// An `async` method of a class on the main actor (`onMainActor`) is marked
    /// `@MainActor`: a class that is main-actor isolated only by inference (or
    /// `@preconcurrency`, as UIKit's view controllers are) would otherwise take
    /// non-Sendable arguments across isolation, which Swift 5 mode warns about.
    /// `printed` is the requirement as its `Member` printed it: what this returns when neither changes it.
    static func implementation(_ method: MethodDeclaration, in className: String, onMainActor: Bool = true, printed: String? = nil) -> String {
        let marksMainActor = onMainActor && method.isAsync && !method.modifiers.contains("nonisolated")
            && !method.attributes.contains("@MainActor")
        if let printed, !marksMainActor, !method.mentionsSelf { return printed }
        var method = method.replacingSelf(with: className)
        if marksMainActor { method.attributes.insert("@MainActor", at: 0) }
        return requirement(.method(method))
    }

    /// `method` forwarded to `target` on `receiver` (`interactor.signIn(username: username)`),
    /// its parameters passed on by name (`_` ones named `argN`) and the call marked with
    /// the target's own effects; nil when Swift cannot forward it (a variadic parameter cannot be passed on).
    static func forwarding(
        _ method: MethodDeclaration, in className: String, to target: MethodDeclaration? = nil, on receiver: String,
        onMainActor: Bool = true, arguments: [Int]? = nil, passOn: AnswerReport? = nil
    ) -> MethodImplementation? {
        let method = named(method)
        let callee = passing(method, to: target ?? method, arguments: arguments)
        // A parameter named like the link (`view`) hides it: the link is then reached through `self`.
        let link = receiver.hasSuffix("?") ? String(receiver.dropLast()) : receiver
        let reached = method.parameters.contains { $0.name == link } ? "self." + receiver : receiver
        guard let call = call(callee, on: reached) else { return nil }
        let declaration = implementation(method, in: className, onMainActor: onMainActor)
        if method.returnType?.isVoid ?? true, let result = callee.returnType, !result.isVoid {
            return MethodImplementation(declaration: declaration, body: passingOn(call, of: callee, to: passOn, besides: method))
        }
        let returns = method.returnType.map { !$0.isVoid } ?? false
        return MethodImplementation(declaration: declaration, body: [(returns ? "return " : "") + call])
    }

    /// `callee` called with `method`'s parameters (named: `named`): each of them in order, or where
    /// a call the spec names takes them (`Forward.arguments`: the caller's parameter each of the callee's is given).
    static func passing(_ method: MethodDeclaration, to callee: MethodDeclaration, arguments: [Int]?) -> MethodDeclaration {
        var callee = callee
        callee.parameters = arguments.map { indices in
            zip(callee.parameters, indices).map { parameter, index in
                var passed = parameter
                // The actor's own completion keeps the callee's name: `handling` writes the closure there.
                if index >= 0 { passed.name = method.parameters[index].name }
                return passed
            }
        } ?? method.parameters
        return callee
    }

    /// `method` with its `_` parameters named (`argN`), so that its body can pass them on.
    static func named(_ method: MethodDeclaration) -> MethodDeclaration {
        var method = method
        for index in method.parameters.indices {
            method.parameters[index].name = DoubleMemberNaming.internalName(of: method.parameters[index], at: index)
        }
        return method
    }

    /// `method` starting the kept task `task`, which calls `target` on `service` (`ServiceTask`).
    static func task(
        _ method: MethodDeclaration, in className: String, _ task: ServiceTask, calling target: MethodDeclaration,
        on service: String, onMainActor: Bool, arguments: [Int]? = nil
    ) -> MethodImplementation {
        let method = named(method)
        let callee = passing(method, to: target, arguments: arguments)
        return MethodImplementation(
            declaration: implementation(method, in: className, onMainActor: onMainActor),
            body: task.body(call: call(callee, on: service) ?? "", service: service, method: target))
    }

    /// `method` left for the user: a TODO and, when it returns something, the simplest value.
    static func todo(
        _ method: MethodDeclaration, in className: String, _ note: String, onMainActor: Bool = true, printed: String? = nil
    ) -> MethodImplementation {
        var body = ["// TODO: \(note)"]
        if let returnType = method.returnType, !returnType.isVoid {
            body.append(defaultValue(of: returnType).map { "return " + $0 }
                ?? "fatalError(\"\\(#function) is not implemented yet\")")
        }
        return MethodImplementation(
            declaration: implementation(method, in: className, onMainActor: onMainActor, printed: printed), body: body)
    }

    /// `try await receiver.name(label: value, ...)`: the call passing every parameter on.
    static func call(_ method: MethodDeclaration, on receiver: String) -> String? {
        guard !method.parameters.contains(where: \.isVariadic) else { return nil }
        let arguments = method.parameters.map { parameter in
            let value = (parameter.isInout ? "&" : "") + SwiftIdentifier.escaped(parameter.name)
            return parameter.label.map { DoubleMemberNaming.label($0) + ": " + value } ?? value
        }
        let effects = (method.throwsClause == nil ? "" : "try ") + (method.isAsync ? "await " : "")
        return effects + receiver + "." + SwiftIdentifier.escaped(method.name) + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// The value a TODO body returns: `false`, `0`, `""`, `nil`, `[]`, `[:]`; nil when there is none.
    static func defaultValue(of type: TypeSyntax) -> String? {
        switch type {
        case .optional, .implicitlyUnwrapped: return "nil"
        case .array: return "[]"
        case .dictionary: return "[:]"
        case .nominal(let components) where components.count == 1:
            if StandardTypes.numbers.contains(components[0].name) { return "0" }
            switch components[0].name {
            case "Bool": return "false"
            case "String", "Substring": return "\"\""
            case "Optional": return "nil"
            case "Array", "Set": return "[]"
            case "Dictionary": return "[:]"
            default: return nil
            }
        default: return nil
        }
    }
}

extension MethodImplementation {
    /// The lines of a call with a result made by a method without one: the
    /// result passed on to `passOn`'s command, else dropped with a TODO saying so.
    static func passingOn(_ call: String, of callee: MethodDeclaration, to passOn: AnswerReport?, besides caller: MethodDeclaration) -> [String] {
        guard let passOn else { return ["// TODO: Pass on what \(callee.selector) returns.", "_ = " + call] }
        var local = DoubleMemberNaming.internalName(of: passOn.method.parameters[0], at: 0)
        while caller.parameters.contains(where: { $0.name == local }) || local == passOn.link.name { local += "Value" }
        let shadowed = caller.parameters.contains { $0.name == passOn.link.name }
        return ["let \(SwiftIdentifier.escaped(local)) = " + call, passOn.call(with: SwiftIdentifier.escaped(local), through: shadowed ? "self." : "")]
    }
}
