import ArchGenSpec

/// A synchronous event whose work is an `async` service call of the same
/// signature (`load()` and `load() async throws -> [Item]`): the actor starts
/// a task it keeps, cancels it when the event comes again and at `deinit`,
/// and tells its output the answer (`AnswerReport`), or its error; a test
/// awaits the task (`await sut.loadTask?.value`). Only on the main actor,
/// where the task runs on the actor that keeps it.
struct ServiceTask: Equatable {
    /// `loadTask`.
    var property: String
    /// The command the answer goes to; nil leaves it to the team (a TODO).
    var value: AnswerReport?
    /// The command an error goes to, for a service that throws; nil leaves it to the team (a TODO).
    var error: AnswerReport?
    /// The state the actor sets around the call (`AnswerState`): loading, then the content or the error.
    var state: AnswerState?

    /// `private(set) var loadTask: Task<Void, Never>?`: set by the actor alone, read by a test.
    var storedProperty: String { "private(set) var \(property): Task<Void, Never>?" }
    /// What `deinit` does: a `Task` handle is Sendable, so a nonisolated `deinit` may cancel it.
    var cancellation: String { property + "?.cancel()" }

    /// A cancelled task (the event came again, the actor went away) tells its output nothing:
    /// neither a stale answer nor the error its cancellation may have caused (`URLError.cancelled`).
    static let unlessCancelled = "guard !Task.isCancelled else { return }"

    /// The event's body: cancel the previous task, set the loading state
    /// (`AnswerState`), start the next one, which calls `service` as `call`
    /// (`try await itemService.load()`), holding the actor weakly so that its
    /// `deinit` can run and cancel it, then sets and tells what it answered.
    func body(call: String, service: String, method: MethodDeclaration) -> [String] {
        let owner = "self?."
        let reports = value != nil || error != nil || (state?.setsState ?? false)
        let finish = state?.finish(through: owner) ?? []
        var work: [String]
        if let returnType = method.returnType, !returnType.isVoid {
            if value != nil || state?.content != nil {
                let local = value.map { DoubleMemberNaming.escaped(DoubleMemberNaming.internalName(of: $0.method.parameters[0], at: 0)) }
                    ?? DoubleMemberNaming.escaped(state?.content ?? "value")
                work = ["let \(local) = \(call)", Self.unlessCancelled] + finish + (state?.content(local, through: owner) ?? [])
                    + (value.map { [$0.call(with: local, through: owner)] } ?? [])
            } else {
                work = ["// TODO: Show what \(method.selector) returns.", "_ = " + call]
                if !finish.isEmpty { work += [Self.unlessCancelled] + finish }
            }
        } else {
            work = [call] + (finish.isEmpty ? [] : [Self.unlessCancelled] + finish) + ["// TODO: Update the output."]
        }
        if method.throwsClause != nil {
            let kept = state?.error("error", through: owner) ?? []
            let told = error.map { [$0.call(with: "error", through: owner)] } ?? []
            let reported = kept.isEmpty && told.isEmpty
                ? finish.isEmpty ? ["// TODO: Report the error: it must not be lost."]
                    : [Self.unlessCancelled] + finish + ["// TODO: Report the error: it must not be lost."]
                : [Self.unlessCancelled] + finish + kept + told
            work = ["do {"] + work.map { "    " + $0 } + ["} catch {"] + reported.map { "    " + $0 } + ["}"]
        }
        return [cancellation] + (state?.start ?? []) + ["\(property) = Task { [\(reports ? "weak self, " : "")\(service)] in"]
            + work.map { "    " + $0 } + ["}"]
    }
}

extension ModuleFacts {
    /// The kept task of `method`, an event of the main actor returning nothing,
    /// for the first service or Swift actor's protocol (`isolation: actor`)
    /// among `targets` with an `async` method of its signature; nil when there
    /// is none, or when the call could not run in a task.
    func serviceTask(
        _ method: MethodDeclaration, key: String, among members: [Member], toFirstOf targets: [String], via links: [ModuleLink]
    ) -> Forward? {
        let answering = targets.filter { $0 == StyleForwarding.services || spec.isActorProtocol($0) }
        for service in answering.flatMap({ receivers($0, via: links) }) {
            guard let target = service.bySignature[key]?.method,
                  let forward = serviceTask(method, calling: target, on: service, among: members, besides: targets, via: links)
            else { continue }
            return forward
        }
        return nil
    }

    /// The kept task of `method` calling `target`, a method of `service`'s (a call of the same
    /// signature, or the one the spec names: `calledForward`); nil when the call could not run in a task.
    func serviceTask(
        _ method: MethodDeclaration, calling target: MethodDeclaration,
        on service: (link: ModuleLink, key: String, members: [Member], bySignature: [String: Member]),
        among members: [Member], besides targets: [String], via links: [ModuleLink]
    ) -> Forward? {
        let link = service.link
        guard spec.isolation.isMainActor, !method.isAsync,
              method.throwsClause == nil, method.returnType?.isVoid ?? true, !method.isStatic,
              method.genericParameters.isEmpty, !method.modifiers.contains("nonisolated"),
              !MemberDeclaration.method(method).mentionsSelf,
              !method.parameters.contains(where: { $0.isInout || $0.isVariadic }),
              target.isAsync, !target.isStatic, !link.isOptional, !target.modifiers.contains("nonisolated"),
              !method.parameters.contains(where: { $0.name == link.name })
        else { return nil }
        // An overloaded event names its task by its stem, which tells the overloads apart.
        let events = members.compactMap(\.method)
        let overloaded = events.filter { $0.name == method.name }.count > 1
        let name = overloaded ? DoubleMemberNaming.stems(of: events)[events.firstIndex(of: method) ?? 0] : method.name
        let value = target.returnType.flatMap { $0.isVoid ? nil : valueReport(of: $0, via: links, besides: targets) }
        let error = target.throwsClause == nil ? nil : errorReport(typed: nil, via: links, besides: targets)
        let receiver = receiverMethods(service.key, of: service.members)
        var forward = Forward(method: target, link: link, receiverMethods: receiver.methods, receiverStems: receiver.stems)
        forward.task = ServiceTask(property: name + "Task", value: value, error: error)
        return forward
    }
}
