import ArchGenSpec

extension ModuleFacts {
    /// The call the spec names for `member` (`calls openSettings`; which
    /// member, and where its arguments come from, is `MemberCall.callee`),
    /// through the caller's link to the callee's protocol or service; nil
    /// when there is none, or when the caller does not hold the link. A
    /// result the caller does not return goes to the command that reports a
    /// value of its type (`valueReport`), as a service's answer does; a
    /// synchronous caller of an `async` service method starts a kept task (`ServiceTask`).
    func calledForward(_ member: Member, among members: [Member], besides targets: [String], via links: [ModuleLink]) -> Forward? {
        guard let callee = member.call?.callee, let caller = member.method else { return nil }
        let found: (link: ModuleLink, key: String, members: [Member], bySignature: [String: Member])?
        switch callee.receiver {
        case .protocolKey(let key): found = receivers(key, via: links).first
        case .service(let name): found = receivers(StyleForwarding.services, via: links).first { $0.key == "service " + name }
        }
        guard let found, let target = found.bySignature[callee.signatureKey]?.method,
              !found.link.isOptional || (caller.returnType?.isVoid ?? true)
        else { return nil }
        let ownCompletion = callee.arguments.firstIndex(of: MemberCall.Callee.ownCompletion)
        if target.isAsync && !caller.isAsync {
            var forward = serviceTask(caller, calling: target, on: found, among: members, besides: targets, via: links)
            forward?.arguments = callee.arguments
            return forward
        }
        let receiver = receiverMethods(found.key, of: found.members)
        var forward = Forward(method: target, link: found.link, receiverMethods: receiver.methods, receiverStems: receiver.stems)
        forward.arguments = callee.arguments
        if let ownCompletion {
            // The actor passes its own completion, which handles the answer (`HandledCompletion`).
            forward.completion = handledCompletion(of: target, via: links, besides: targets)
            guard forward.completion?.index == ownCompletion else { return nil }
        }
        if caller.returnType?.isVoid ?? true, let result = target.returnType, !result.isVoid {
            forward.passOn = valueReport(of: result, via: links, besides: targets)
        }
        return forward
    }

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
        guard let passOn = forward.passOn, let received = passOn.received,
              catalog.isEquatable(DoubleTypeRules.recordedType(of: passOn.method.parameters[0], generics: []))
        else { return (given, []) }
        return (given, [kit.equal(received, "expected")])
    }
}
