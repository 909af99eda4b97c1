import ArchGenSpec
import ArchGenTemplates

/// Where a scaffold method sends its call: the same call on another actor
/// (a presenter event the interactor has too), or the next step of a use
/// case's chain with the model it builds (request → response → view model).
struct Forward {
    /// The receiver's method.
    var method: MethodDeclaration
    var link: ModuleLink
    /// Every method of the receiver's protocol or service, which its double's member names depend on.
    var receiverMethods: [MethodDeclaration]
    /// Their stems in the receiver's double (`DoubleMemberNaming.stems`), in the same order.
    var receiverStems: [String] = []
    /// The model a use-case step passes on; nil passes the caller's own parameters on.
    var model: Model?
    /// The kept task a synchronous event starts for an `async` service call; nil calls the receiver at once.
    var task: ServiceTask?
    /// The completion of a call to a service, which the caller handles before calling its own.
    var completion: HandledCompletion?
    /// For each of the receiver method's parameters, the index of the caller's parameter it is given
    /// (a call the spec names: `MemberCall.Callee.arguments`); nil passes the caller's parameters on in order.
    var arguments: [Int]?
    /// Where the receiver's result goes (`calls` a method with a result from one without): nil leaves it to the team.
    var passOn: AnswerReport?

    /// `let response = Main.Greet.Response(name: request.name)`, then `presenter.presentGreet(response: response)`.
    struct Model {
        /// `response`, `viewModel`: the parameter and the local.
        var name: String
        /// `Main.Greet.Response(name: request.name)`: each field from the given model's field of its name, or the input's.
        var value: String
        /// The same, as a test expects it: the input read on `sut` (`Main.Greet.Response(total: sut.amount)`).
        var expected: String
        /// What the test stubs first: each service result the model takes (`UseCaseStep.value`).
        var given: [String] = []
    }
}

extension ModuleFacts {
    /// The call `method` forwards: the first target (a protocol's key, or
    /// `services`) that has a method of the same signature and whose link the
    /// caller holds (an optional receiver only for methods without a result,
    /// since its call may not happen), or else the next step of the method's use case.
    func forward(_ member: Member, from protocolKey: String, toFirstOf targets: [String], via links: [ModuleLink]) -> Forward? {
        guard let method = member.method else { return nil }
        let forward = calledForward(member, among: members(ofProtocol: protocolKey), besides: targets, via: links)
            ?? sameCall(method, key: member.signatureKey, toFirstOf: targets, via: links)
            ?? serviceTask(method, key: member.signatureKey, among: members(ofProtocol: protocolKey), toFirstOf: targets, via: links)
            ?? useCaseStep(after: member, from: protocolKey, via: links)
        return forward.map { settingState(of: protocolKey, in: $0, via: links, besides: targets) }
    }

    /// The receivers a target stands for: a protocol's link, or each service's.
    /// `key` names the receiver among them: a protocol's key, or `service ` and the service's name.
    func receivers(_ target: String, via links: [ModuleLink]) -> [(link: ModuleLink, key: String, members: [Member], bySignature: [String: Member])] {
        if target == StyleForwarding.services {
            return spec.services.compactMap { service in
                links.first { $0.target == nil && $0.type == service.name }
                    .map { ($0, "service " + service.name, service.members, serviceMembersBySignature[service.name] ?? [:]) }
            }
        }
        return links.first { $0.target == target }.map { [($0, target, members(ofProtocol: target), membersBySignature[target] ?? [:])] } ?? []
    }

    /// A receiver's methods and their stems in its double, by the receiver's key (`receivers`): computed once.
    func receiverMethods(_ key: String, of members: [Member]) -> (methods: [MethodDeclaration], stems: [String]) {
        if let known = receiverMethodsByKey[key] { return known }
        let methods = members.compactMap(\.method)
        let receiver = (methods, DoubleMemberNaming.stems(of: methods))
        receiverMethodsByKey[key] = receiver
        return receiver
    }

    /// Members by `signatureKey`, the first of each key.
    static func bySignature(_ members: [Member]) -> [String: Member] {
        Dictionary(members.map { ($0.signatureKey, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private func sameCall(_ method: MethodDeclaration, key: String, toFirstOf targets: [String], via links: [ModuleLink]) -> Forward? {
        // A `nonisolated` method may run off the main actor, where the actors' links are out of reach;
        // `Self` means another type on each side.
        guard !method.modifiers.contains("nonisolated"), !MemberDeclaration.method(method).mentionsSelf else { return nil }
        for (link, receiverKey, members, bySignature) in targets.flatMap({ receivers($0, via: links) }) {
            guard let target = bySignature[key],
                  let targetMethod = target.method,
                  targetMethod.returnType?.description == method.returnType?.description,
                  !targetMethod.modifiers.contains("nonisolated"),
                  !targetMethod.isAsync || method.isAsync,
                  targetMethod.throwsClause == nil || method.throwsClause != nil,
                  !targetMethod.isStatic,
                  MethodImplementation.call(targetMethod, on: "x") != nil,
                  !link.isOptional || (method.returnType?.isVoid ?? true)
            else { continue }
            let receiver = receiverMethods(receiverKey, of: members)
            var forward = Forward(method: targetMethod, link: link, receiverMethods: receiver.methods, receiverStems: receiver.stems)
            if link.target == nil { forward.completion = handledCompletion(of: targetMethod, via: links, besides: targets) }
            return forward
        }
        return nil
    }

    /// A use case's request passes a response to the output; the output's
    /// `present` passes a view model to the view. Only when every field of the
    /// model it builds comes from a field of the same name and type of the
    /// model it is given (`UseCaseStep.value`); both methods must be the use case's own.
    private func useCaseStep(after member: Member, from protocolKey: String, via links: [ModuleLink]) -> Forward? {
        guard case .useCase(let name) = member.origin, var step = useCaseStep(after: member, from: protocolKey) else { return nil }
        // The services the actor holds, whose results a field may take.
        step.services = Dictionary(links.filter { $0.target == nil && !$0.isOptional }.map { ($0.type, $0.receiver) },
                                   uniquingKeysWith: { first, _ in first })
        guard let value = step.value(), let expected = step.value(forTest: true), let stubs = stubbedResults(of: step, via: links),
              let stepKey = spec.style.protocolKey(of: step.role),
              let target = spec.members(of: step.role).first(where: { $0.method?.name == step.method }),
              target.origin == .useCase(name), let targetMethod = target.method,
              let link = links.first(where: { $0.target == stepKey })
        else { return nil }
        let receiver = receiverMethods(stepKey, of: members(ofProtocol: stepKey))
        return Forward(method: targetMethod, link: link, receiverMethods: receiver.methods, receiverStems: receiver.stems,
                       model: Forward.Model(name: step.name, value: value, expected: expected, given: stubs))
    }

    /// The scaffold methods of `members` in the class `className`: each forwarded through `forward`, or a TODO.
    /// The class is on the main actor when its isolation (`isolation`, else the module's) says so, or when it is
    /// the view layer (`isViewLayer`: UIKit's and SwiftUI's types are, whatever the isolation).
    /// A use case's step archgen leaves to the team says which model to build (`UseCaseStep.todo`).
    func implementations(
        _ members: [Member], in className: String, _ forward: (Member) -> Forward? = { _ in nil }, todo: String,
        protocolKey: String? = nil, isViewLayer: Bool = false, isolation: Isolation? = nil
    ) -> TemplateValue {
        let onMainActor = isViewLayer || (isolation ?? spec.isolation).isMainActor
        return .array(members.compactMap { member in
            let todo = protocolKey.flatMap { useCaseStep(after: member, from: $0)?.todo } ?? todo
            return implementation(member, in: className, forward: forward(member), todo: todo, onMainActor: onMainActor)
        })
    }

    /// A scaffold method: its forwarded call, a use-case step, or a TODO (`todo` says what to do).
    func implementation(
        _ member: Member, in className: String, forward: Forward?, todo: String, onMainActor: Bool
    ) -> TemplateValue? {
        let method: MethodDeclaration
        switch member.declaration {
        case .method(let declared): method = declared
        case .property(let property):
            // A stored one is among the actor's stored properties (`PropertyImplementation`).
            guard PropertyImplementation.stored(member, in: className) == nil else { return nil }
            var computed = PropertyImplementation.computed(property, in: className)
            computed.platformGuard = PlatformGuard.framework(of: member.declaration)
            return computed.templateValue
        }
        let implementation: MethodImplementation
        if let forward, let task = forward.task {
            implementation = MethodImplementation.task(
                method, in: className, task, calling: forward.method, on: forward.link.name, onMainActor: onMainActor, arguments: forward.arguments)
        } else if let forward, let completion = forward.completion, let handling = MethodImplementation.handling(
            method, in: className, completion, calling: forward.method, on: forward.link.receiver, onMainActor: onMainActor,
            arguments: forward.arguments) {
            implementation = handling
        } else if let forward, let model = forward.model {
            implementation = MethodImplementation(
                declaration: MethodImplementation.implementation(
                    method, in: className, onMainActor: onMainActor, printed: member.requirementDescription),
                body: ["let \(model.name) = \(model.value)",
                       "\(forward.link.receiver).\(forward.method.name)(\(model.name): \(model.name))"])
        } else {
            implementation = forward.flatMap {
                MethodImplementation.forwarding(method, in: className, to: $0.method, on: $0.link.receiver, onMainActor: onMainActor, arguments: $0.arguments, passOn: $0.passOn)
            } ?? MethodImplementation.todo(method, in: className, todo, onMainActor: onMainActor, printed: member.requirementDescription)
        }
        var guarded = implementation
        guarded.platformGuard = PlatformGuard.framework(of: member.declaration)
        return guarded.templateValue
    }
}
