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

    /// `private(set) var loadTask: Task<Void, Never>?`: set by the actor alone, read by a test.
    var storedProperty: String { "private(set) var \(property): Task<Void, Never>?" }
    /// What `deinit` does: a `Task` handle is Sendable, so a nonisolated `deinit` may cancel it.
    var cancellation: String { property + "?.cancel()" }

    /// A cancelled task (the event came again, the actor went away) tells its output nothing:
    /// neither a stale answer nor the error its cancellation may have caused (`URLError.cancelled`).
    static let unlessCancelled = "guard !Task.isCancelled else { return }"

    /// The event's body: cancel the previous task, start the next one, which
    /// calls `service` as `call` (`try await itemService.load()`), holding
    /// the actor weakly so that its `deinit` can run and cancel it.
    func body(call: String, service: String, method: MethodDeclaration) -> [String] {
        let reports = value != nil || error != nil
        var work: [String]
        if let returnType = method.returnType, !returnType.isVoid {
            if let value {
                let local = DoubleMemberNaming.escaped(DoubleMemberNaming.internalName(of: value.method.parameters[0], at: 0))
                work = ["let \(local) = \(call)", Self.unlessCancelled, value.call(with: local, through: "self?.")]
            } else {
                work = ["// TODO: Show what \(method.selector) returns.", "_ = " + call]
            }
        } else {
            work = [call, "// TODO: Update the output."]
        }
        if method.throwsClause != nil {
            let reported = error.map { [Self.unlessCancelled, $0.call(with: "error", through: "self?.")] }
                ?? ["// TODO: Report the error: it must not be lost."]
            work = ["do {"] + work.map { "    " + $0 } + ["} catch {"] + reported.map { "    " + $0 } + ["}"]
        }
        return [cancellation, "\(property) = Task { [\(reports ? "weak self, " : "")\(service)] in"]
            + work.map { "    " + $0 } + ["}"]
    }
}

extension ModuleFacts {
    /// The kept task of `method`, an event of the main actor returning nothing,
    /// for the first service (among `targets`) with an `async` method of its
    /// signature; nil when there is none, or when the call could not run in a task.
    func serviceTask(
        _ method: MethodDeclaration, key: String, among members: [Member], toFirstOf targets: [String], via links: [ModuleLink]
    ) -> Forward? {
        guard spec.isolation.isMainActor, targets.contains(StyleForwarding.services), !method.isAsync,
              method.throwsClause == nil, method.returnType?.isVoid ?? true, !method.isStatic,
              method.genericParameters.isEmpty, !method.modifiers.contains("nonisolated"),
              !MemberDeclaration.method(method).mentionsSelf,
              !method.parameters.contains(where: { $0.isInout || $0.isVariadic })
        else { return nil }
        for (link, receiverKey, serviceMembers, bySignature) in receivers(StyleForwarding.services, via: links) {
            guard let target = bySignature[key]?.method, target.isAsync, !target.isStatic, !link.isOptional,
                  !target.modifiers.contains("nonisolated"),
                  !method.parameters.contains(where: { $0.name == link.name })
            else { continue }
            // An overloaded event names its task by its stem, which tells the overloads apart.
            let events = members.compactMap(\.method)
            let overloaded = events.filter { $0.name == method.name }.count > 1
            let name = overloaded ? DoubleMemberNaming.stems(of: events)[events.firstIndex(of: method) ?? 0] : method.name
            let value = target.returnType.flatMap { $0.isVoid ? nil : valueReport(of: $0, via: links, besides: targets) }
            let error = target.throwsClause == nil ? nil : errorReport(typed: nil, via: links, besides: targets)
            let receiver = receiverMethods(receiverKey, of: serviceMembers)
            var forward = Forward(method: target, link: link, receiverMethods: receiver.methods, receiverStems: receiver.stems)
            forward.task = ServiceTask(property: name + "Task", value: value, error: error)
            return forward
        }
        return nil
    }
}
