import ArchGenSource

/// The call a member names (`settingsTapped() calls openSettings`): the
/// member of a protocol its actor forwards to (the manifest's `forward: to:`)
/// or of a service it holds (`calls Service.name`), whose arguments the
/// caller's parameters give (`CallArguments`). Decided here, once; the
/// scaffold writes the call and its test from `MemberCall.callee`.
extension SpecBuilder {
    /// Resolves every written call of `spec`'s role lists, or reports why it cannot be written.
    mutating func resolveCalls(in spec: inout Spec) {
        for role in Role.allCases {
            guard var members = spec.roles[role], members.contains(where: { $0.call != nil }) else { continue }
            for index in members.indices {
                guard let call = members[index].call else { continue }
                let callee = callee(of: call, from: members[index], in: role, of: spec)
                members[index].call?.callee = callee
            }
            spec.roles[role] = members
        }
    }

    /// What a caller may call: the members of the protocols its actor forwards
    /// `role`'s list to, and the services when the actor holds them.
    private struct Reach {
        var actor: String
        var protocolKeys: [String]
        var holdsServices: Bool
    }

    private func reach(of role: Role, in spec: Spec) -> Reach? {
        guard let key = spec.style.protocolKey(of: role), let actor = spec.style.implementer(of: key) else { return nil }
        let targets = actor.forwarding[key]?.targets ?? []
        return Reach(actor: actor.key, protocolKeys: targets.filter { $0 != StyleForwarding.services && spec.declaresProtocol($0) },
                     holdsServices: actor.services != nil || targets.contains(StyleForwarding.services))
    }

    private mutating func callee(of call: MemberCall, from caller: Member, in role: Role, of spec: Spec) -> MemberCall.Callee? {
        let written = "'\(caller.declaration.displayName) calls \(call.written)'"
        guard case .method(let method) = caller.declaration else {
            error("\(written): '\(caller.declaration.displayName)' is a property; only a method calls", at: call.location,
                  hint: "remove 'calls \(call.written)'")
            return nil
        }
        guard let reach = reach(of: role, in: spec), !reach.protocolKeys.isEmpty || reach.holdsServices else {
            error("\(written): the members of '\(role.key)' call nothing", at: call.location,
                  hint: "in \(spec.style.title), 'calls' follows a member of a list an actor passes on: "
                      + Self.callingLists(in: spec).joined(separator: ", "))
            return nil
        }
        let candidates: [(MemberCall.Callee.Receiver, Member)]
        if let serviceName = call.service {
            guard let service = spec.services.first(where: { $0.name == serviceName }) else {
                error("\(written): no service '\(serviceName)'", at: call.location,
                      hint: NearMiss.hint(for: serviceName, in: spec.services.map(\.name)) ?? "declare it under 'services:'")
                return nil
            }
            guard reach.holdsServices else {
                error("\(written): the \(reach.actor) holds no service", at: call.location,
                      hint: "call a member of \(Self.quoted(reach.protocolKeys)) instead")
                return nil
            }
            candidates = service.members.filter { $0.method?.name == call.name }.map { (.service(serviceName), $0) }
        } else {
            candidates = reach.protocolKeys.flatMap { key in
                spec.members(ofProtocol: key).filter { $0.method?.name == call.name }.map { (.protocolKey(key), $0) }
            }
        }
        guard !candidates.isEmpty else {
            error("\(written): the \(reach.actor) reaches no method '\(call.written)'", at: call.location,
                  hint: unknownCallHint(call, reach: reach, in: spec))
            return nil
        }
        // A synchronous event of the main actor may start a task for a service's async method (`ServiceTask`).
        let startsTask = call.service != nil && spec.isolation.isMainActor
        let possible = candidates.filter { CallArguments.problem(calling: $0.1.method!, from: method, startsTask: startsTask) == nil }
        guard possible.count == 1, let (receiver, callee) = possible.first,
              case .success(let arguments) = CallArguments.arguments(of: callee.method!, from: method)
        else {
            if possible.isEmpty, let problem = CallArguments.problem(calling: candidates[0].1.method!, from: method, startsTask: startsTask) {
                error("\(written): the call cannot be written: \(problem.message)", at: call.location, hint: problem.hint)
            } else {
                error("\(written): \(possible.count) methods '\(call.name)' could be called", at: call.location,
                      hint: "rename all but one of " + possible.map { "'\($0.1.declaration.displayName)'" }.joined(separator: ", "))
            }
            return nil
        }
        return MemberCall.Callee(receiver: receiver, signatureKey: callee.signatureKey, arguments: arguments)
    }

    /// The nearest name the caller reaches, else what it reaches.
    private func unknownCallHint(_ call: MemberCall, reach: Reach, in spec: Spec) -> String {
        let protocolNames = reach.protocolKeys.flatMap { spec.members(ofProtocol: $0).compactMap(\.method?.name) }
        let serviceNames = reach.holdsServices
            ? spec.services.flatMap { service in service.members.compactMap(\.method).map { service.name + "." + $0.name } } : []
        if let near = NearMiss.closest(to: call.written, in: protocolNames + serviceNames) { return "did you mean '\(near)'?" }
        if call.service == nil, let qualified = serviceNames.first(where: { $0.hasSuffix("." + call.name) }) {
            return "a service's method is called with its service's name: write 'calls \(qualified)'"
        }
        let lists = Self.quoted(reach.protocolKeys) + (reach.holdsServices ? (reach.protocolKeys.isEmpty ? "" : " and ") + "its services" : "")
        return "the \(reach.actor) calls the methods of \(lists)"
    }

    private static func quoted(_ keys: [String]) -> String {
        keys.map { "'\($0)'" }.joined(separator: ", ")
    }

    /// The lists whose members may call, in the style's order.
    private static func callingLists(in spec: Spec) -> [String] {
        spec.style.lists.filter { list in
            guard let actor = spec.style.implementer(of: list.protocolKey) else { return false }
            return !(actor.forwarding[list.protocolKey]?.targets ?? []).isEmpty || actor.services != nil
        }.map { "'\($0.role.key)'" }
    }
}
