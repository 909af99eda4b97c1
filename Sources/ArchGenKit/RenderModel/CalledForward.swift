import ArchGenSpec

/// Where a method's result goes when the caller returns nothing: the one
/// command of the caller's links (its output, its view) that takes exactly
/// that type (`let names = try restaurantStore.restaurantNames()`, then `output.show(names: names)`).
struct PassOn {
    var link: ModuleLink
    var method: MethodDeclaration
    /// The methods of the command's protocol and their stems in its spy (`Forward.receiverMethods`).
    var receiverMethods: [MethodDeclaration]
    var receiverStems: [String]

    /// The local that holds the result: the command's parameter's name.
    var local: String { DoubleMemberNaming.internalName(of: method.parameters[0], at: 0) }
}

extension ModuleFacts {
    /// The call the spec names for `member` (`calls openSettings`; which
    /// member, and where its arguments come from, is `MemberCall.callee`),
    /// through the caller's link to the callee's protocol or service; nil
    /// when there is none, or when the caller does not hold the link.
    func calledForward(_ member: Member, via links: [ModuleLink]) -> Forward? {
        guard let callee = member.call?.callee, let caller = member.method else { return nil }
        let found: (link: ModuleLink, key: String, members: [Member], bySignature: [String: Member])?
        switch callee.receiver {
        case .protocolKey(let key): found = receivers(key, via: links).first
        case .service(let name): found = receivers(StyleForwarding.services, via: links).first { $0.key == "service " + name }
        }
        guard let found, let target = found.bySignature[callee.signatureKey]?.method,
              !found.link.isOptional || (caller.returnType?.isVoid ?? true)
        else { return nil }
        let receiver = receiverMethods(found.key, of: found.members)
        var forward = Forward(method: target, link: found.link, receiverMethods: receiver.methods, receiverStems: receiver.stems)
        forward.arguments = callee.arguments
        if caller.returnType?.isVoid ?? true, let result = target.returnType, !result.isVoid {
            forward.passOn = passOn(result, via: links)
        }
        return forward
    }

    /// The one command of `links`' protocols that takes a `type` alone; nil when none does, or several.
    private func passOn(_ type: TypeSyntax, via links: [ModuleLink]) -> PassOn? {
        var found: [PassOn] = []
        for link in links {
            guard let key = link.target else { continue }
            let members = members(ofProtocol: key)
            for method in members.compactMap(\.method) where method.parameters.count == 1 && method.parameters[0].type == type
                && (method.returnType?.isVoid ?? true) && !method.isAsync && method.throwsClause == nil && !method.isStatic
                && method.genericParameters.isEmpty && !method.parameters[0].isInout && !method.parameters[0].isVariadic {
                let receiver = receiverMethods(key, of: members)
                found.append(PassOn(link: link, method: method, receiverMethods: receiver.methods, receiverStems: receiver.stems))
            }
        }
        return found.count == 1 ? found[0] : nil
    }
}

extension ModuleFacts {
    /// For a called method whose result its caller passes on (`Forward.passOn`):
    /// the stub its double returns, and the check that the command got it;
    /// for one whose result is left to the team, the stub alone (a mock without one stops the test).
    func resultPassedOn(by forward: Forward) -> (given: [String], then: [String])? {
        guard let result = forward.method.returnType, !result.isVoid,
              let position = forward.receiverMethods.firstIndex(of: forward.method),
              let returnValue = DoubleMethod(forward.method, stem: forward.receiverStems[position]).returnValue,
              let expected = samples.declaration("expected", of: result)
        else { return nil }
        let given = expected + ["\(forward.link.name).\(returnValue.name) = expected"]
        guard let passOn = forward.passOn, let index = passOn.receiverMethods.firstIndex(of: passOn.method),
              let accessor = DoubleMethod(passOn.method, stem: passOn.receiverStems[index]).receivedAccessors[0],
              catalog.isEquatable(DoubleTypeRules.recordedType(of: passOn.method.parameters[0], generics: []))
        else { return (given, []) }
        return (given, [kit.equal("\(passOn.link.name).\(accessor)", "expected")])
    }
}
