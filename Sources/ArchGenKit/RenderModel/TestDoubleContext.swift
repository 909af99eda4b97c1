import ArchGenTemplates

/// The `TestDoubleModel` as template values. Optional parts (`throwableError`,
/// `returnValue`, `underlying`, a slot's `initial` or `lock`) are empty strings
/// when they do not apply, so the template tests them with `{% if %}`.
extension TestDoubleModel {
    /// The object `Templates/shared/TestDouble.stencil` renders, included as
    /// `{% include "shared/TestDouble" with double %}`.
    package var templateContext: TemplateObject {
        var resets: [Locking: [String]] = [:]
        var staticResets: [Locking: [String]] = [:]
        for (member, guardedBy) in zip(members, guards) {
            guard let reset = member.resetLines else { continue }
            var lines = reset.lines
            let (locking, isStatic) = (reset.locking, reset.isStatic)
            // A locked recording is reached through the lock's closure, `$0`.
            if locking != .none { lines = lines.map { "$0." + $0 } }
            if let guardedBy { lines = ["#if canImport(\(guardedBy))"] + lines + ["#endif"] }
            if isStatic { staticResets[locking, default: []] += lines } else { resets[locking, default: []] += lines }
        }
        return [
            "className": .string(className),
            "protocolName": .string(protocolName),
            "isMainActor": .bool(isolation == .mainActor),
            "isPreconcurrency": .bool(isolation == .mainActor && isPreconcurrency),
            "isUncheckedSendable": .bool(isolation == .sendable),
            "members": .array(zip(members, guards).map { member, guardedBy in .object(member.templateContext(guard: guardedBy ?? "")) }),
            "plainInitializer": .bool(declaresPlainInitializer),
            "reset": .string(resetName),
            "resetLines": TemplateValue(resets[.none] ?? []),
            "lockedResetLines": TemplateValue(resets[.instance] ?? []),
            "staticReset": .string(staticResetName),
            "staticResetLines": TemplateValue(staticResets[.none] ?? []),
            "lockedStaticResetLines": TemplateValue(staticResets[.type] ?? []),
            "state": .array(lockedSlotsWithGuards(.instance).map(Self.stateValue)),
            "staticState": .array(lockedSlotsWithGuards(.type).map(Self.stateValue)),
        ]
    }
}

extension TestDoubleModel {
    /// A stored property of the locked state, with the framework it is guarded by (`guard`).
    static func stateValue(_ slot: (slot: DoubleMethod.Slot, guard: String?)) -> TemplateValue {
        guard case .object(var object) = slot.slot.templateValue(prefix: "", lock: nil) else { return .null }
        object["guard"] = .string(slot.guard ?? "")
        return .object(object)
    }
}

extension TestDoubleModel.Locking {
    /// The function a member's state is read and written with.
    var function: String? {
        switch self {
        case .none: return nil
        case .instance: return "withLockedState"
        case .type: return "withLockedStaticState"
        }
    }
}

extension TestDoubleModel.Member {
    /// What `reset()` sets back, and whether it is a static member's.
    var resetLines: (lines: [String], locking: TestDoubleModel.Locking, isStatic: Bool)? {
        switch self {
        case .method(let method, let locking):
            var lines = [method.callsCount + " = 0"]
            if let received = method.received, let invocations = method.invocations {
                lines += [received.name + " = nil", invocations.name + " = []"]
            }
            return (lines, locking, method.isStatic)
        case .property(let property, let locking):
            guard let callsCount = property.callsCount else { return nil }
            return ([callsCount.name + " = 0"], locking, property.isStatic)
        case .initializer:
            return nil
        }
    }

    /// What the template sees of the member; `guard` is the framework it is guarded by, or empty.
    func templateContext(guard guardedBy: String) -> TemplateObject {
        switch self {
        case .method(let method, let locking): return method.templateContext(locking, guard: guardedBy)
        case .property(let property, let locking): return property.templateContext(locking, guard: guardedBy)
        case .initializer(let initializer, let locking): return initializer.templateContext(locking, guard: guardedBy)
        }
    }
}

extension DoubleMethod.Slot {
    func templateValue(prefix: String, lock: String?, isCount: Bool = false) -> TemplateValue {
        .object([
            "name": .string(name), "type": .string(type), "prefix": .string(prefix),
            "initial": .string(initial ?? ""), "lock": .string(lock ?? ""), "isCount": .bool(isCount),
            // A count reads best as Swift infers it: `var startCallsCount = 0`.
            "isInferred": .bool(type == "Int" && initial == "0"),
        ])
    }
}

/// `let (a, b)` and `($0.a, $0.b)`: the stubs a locked call takes.
private func stubValues(_ stubs: [String]) -> (take: String, taken: String) {
    stubs.count == 1 ? (stubs[0], "$0." + stubs[0])
        : ("(" + stubs.joined(separator: ", ") + ")", "(" + stubs.map { "$0." + $0 }.joined(separator: ", ") + ")")
}

extension DoubleMethod {
    func templateContext(_ locking: TestDoubleModel.Locking, guard guardedBy: String) -> TemplateObject {
        let prefix = isStatic ? "static " : ""
        let stubs = stubValues(self.stubs)
        // At most `TemplateObject.indexedCount` (24) keys: a 25th has the object build its index by key, once per
        // member of every double, which made `generate` 7 % slower. `isInitializer` is left out: a condition reads it as false.
        return [
            "isMethod": true,
            "selector": .string(selector),
            "declaration": .string(declaration),
            "prefix": .string(prefix),
            "called": .string(called),
            "slots": .array(slots.map { $0.templateValue(prefix: prefix, lock: locking.function, isCount: $0.name == callsCount) }),
            "recording": TemplateValue(recording),
            "takeStubs": .string(stubs.take),
            "stubsTaken": .string(stubs.taken),
            "closure": .string(closure.name),
            "arguments": .string(closure.value),
            "callEffects": .string(callEffects),
            "closureCast": .string(result == .cast ? " as! " + (resultType ?? "Any") : ""),
            "isRequired": .bool(result == .required),
            "isCast": .bool(result == .cast),
            "neutral": .string(neutral ?? ""),
            "unstubbedMessage": .string(unstubbedMessage),
            "unstubbedThrows": .bool(unstubbed == .throwing),
            "unstubbedSample": .string(unstubbed?.sampleValue ?? ""),
            "lock": .string(locking.function ?? ""),
            "throwableError": .string(throwableError?.name ?? ""),
            "returnValue": .string(returnValue?.name ?? ""),
            "resultType": .string(resultType ?? ""),
            "guard": .string(guardedBy),
        ]
    }
}

extension DoubleProperty {
    func templateContext(_ locking: TestDoubleModel.Locking, guard guardedBy: String) -> TemplateObject {
        let prefix = isStatic ? "static " : ""
        let stubs = stubValues(self.stubs)
        return [
            "isMethod": false,
            "isInitializer": false,
            "isEffectful": .bool(isEffectful),
            "selector": .string(selector),
            "declaration": .string(declaration),
            "type": .string(type),
            "prefix": .string(prefix),
            "called": .string(called),
            "slots": .array(slots.map { $0.templateValue(prefix: prefix, lock: locking.function, isCount: $0.name == callsCount?.name) }),
            "recording": TemplateValue(callsCount.map { [$0.name + " += 1"] } ?? []),
            "takeStubs": .string(stubs.take),
            "stubsTaken": .string(stubs.taken),
            "getterEffects": .string(getterEffects),
            "callEffects": .string(callEffects),
            "isRequired": .bool(isRequired),
            "unstubbedMessage": .string(unstubbedMessage),
            "unstubbedThrows": .bool(unstubbed == .throwing),
            "unstubbedSample": .string(unstubbed?.sampleValue ?? ""),
            "lock": .string(locking.function ?? ""),
            "underlying": .string(underlying?.name ?? ""),
            "throwableError": .string(throwableError?.name ?? ""),
            "closure": .string(closure?.name ?? ""),
            "guard": .string(guardedBy),
        ]
    }
}

extension DoubleInitializer {
    func templateContext(_ locking: TestDoubleModel.Locking, guard guardedBy: String) -> TemplateObject {
        // An initializer runs before anything else can reach the double: it writes its state directly.
        let owner = locking == .none ? "" : "lockedState."
        return [
            "isInitializer": true,
            "isMethod": false,
            "selector": .string(selector),
            "declaration": .string(declaration),
            "slots": .array(received.map { [$0.templateValue(prefix: "", lock: locking.function)] } ?? []),
            "recording": TemplateValue(received.map { [owner + $0.name + " = " + $0.value] } ?? []),
            "guard": .string(guardedBy),
        ]
    }
}
