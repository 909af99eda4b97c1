import ArchGenSpec

/// Where an actor tells what a service answered: a command of one of its
/// links (the output or view it tells what to show) taking the answer's
/// value (`show(items: [Item])`) or its error (`show(error: Error)`).
/// archgen never makes one up: with no such command the step is a TODO.
struct AnswerReport: Equatable {
    var link: ModuleLink
    /// The command, which takes one parameter of the answer's type.
    var method: MethodDeclaration
    /// Every method of the link's protocol, and their stems in its spy, for a test to read what it got.
    var receiverMethods: [MethodDeclaration]
    var receiverStems: [String]
    /// The closure property the command is, when the view sets closures (`binding: closures`): `show`.
    var closure: String?

    /// `self?.output?.show(items: items)`: the command called with `value`, the link reached through `owner`;
    /// `self?.show?(items)` for a closure.
    func call(with value: String, through owner: String) -> String {
        if let closure { return owner + SwiftIdentifier.escaped(closure) + "?(" + value + ")" }
        let label = method.parameters[0].label.map { DoubleMemberNaming.label($0) + ": " } ?? ""
        return owner + link.receiver + "." + SwiftIdentifier.escaped(method.name) + "(" + label + value + ")"
    }

    /// `output.showItemsReceivedItems`: what the link's spy recorded, for a test; nil when it records nothing.
    var received: String? {
        if let closure { return closure + "Values.last" }
        guard let position = receiverMethods.firstIndex(of: method) else { return nil }
        return DoubleMethod(method, stem: receiverStems[position]).receivedAccessors[0].map { link.name + "." + $0 }
    }

    /// `output.showItemsReceivedInvocations`: every value the spy got, in order.
    var invocations: String? {
        if let closure { return closure + "Values" }
        guard let position = receiverMethods.firstIndex(of: method) else { return nil }
        return DoubleMethod(method, stem: receiverStems[position]).invocations.map { link.name + "." + $0.name }
    }

    /// `output.showErrorCallsCount`.
    var callsCount: String? {
        if let closure { return closure + "Values.count" }
        guard let position = receiverMethods.firstIndex(of: method) else { return nil }
        return link.name + "." + DoubleMethod(method, stem: receiverStems[position]).callsCount
    }
}

extension ModuleFacts {
    /// The first command of `links` (those to the module's protocols, but for
    /// `targets`, where the actor forwards calls rather than reports) taking
    /// one value of a type `accepts` takes, synchronously and returning nothing.
    func report(via links: [ModuleLink], besides targets: [String], accepting accepts: (TypeSyntax) -> Bool) -> AnswerReport? {
        for link in links {
            guard let target = link.target, !targets.contains(target) else { continue }
            let methods = members(ofProtocol: target).compactMap(\.method)
            let command = methods.first { Self.reports($0, accepting: accepts) }
            if let command {
                return AnswerReport(link: link, method: command, receiverMethods: methods,
                                    receiverStems: DoubleMemberNaming.stems(of: methods))
            }
        }
        // A view told through closures: the closure property each of its commands is (`ViewBinding.closures`).
        if spec.viewIsBoundByClosures, let command = spec.boundCommands.compactMap(\.method).first(where: { Self.reports($0, accepting: accepts) }) {
            return AnswerReport(link: ModuleLink("view", to: nil, type: ""), method: command, receiverMethods: [], receiverStems: [],
                                closure: command.name)
        }
        return nil
    }

    /// The command reporting a value of `type`, written as the same type.
    func valueReport(of type: TypeSyntax, via links: [ModuleLink], besides targets: [String]) -> AnswerReport? {
        report(via: links, besides: targets) { $0.description == type.description }
    }

    /// The command reporting an error: one taking `Error` (`any Error`), or the error type `typed` when there is one.
    func errorReport(typed: TypeSyntax?, via links: [ModuleLink], besides targets: [String]) -> AnswerReport? {
        report(via: links, besides: targets) { type in
            ["Error", "any Error", "Swift.Error", "any Swift.Error"].contains(type.description)
                || typed.map { $0.description == type.description } ?? false
        }
    }
}

extension ModuleFacts {
    /// Whether `method` can report one value of a type `accepts` takes: it takes only that, synchronously, and returns nothing.
    static func reports(_ method: MethodDeclaration, accepting accepts: (TypeSyntax) -> Bool) -> Bool {
        method.parameters.count == 1 && !method.isAsync && method.throwsClause == nil && !method.isStatic
            && (method.returnType?.isVoid ?? true) && method.genericParameters.isEmpty
            && !method.modifiers.contains("nonisolated") && !method.parameters[0].isInout
            && !method.parameters[0].isVariadic && accepts(method.parameters[0].type)
    }
}
