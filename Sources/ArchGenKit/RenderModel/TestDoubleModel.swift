import ArchGenSpec

/// Everything `Templates/shared/TestDouble.stencil` needs to write one spy or
/// mock: a pure value computed from a protocol's members.
///
///     let model = TestDoubleModel(
///         className: "SignInViewSpy", protocolName: "SignInView",
///         members: [try DeclarationParser.parseMember("updateLoading(loading: Bool)")],
///         isolation: .mainActor)
///     let swift = try template.render(["double": .object(model.templateContext)], loader: loader)
///
/// Every requirement is implemented: properties first, as the protocol lists
/// them, then initializers and methods; `static` ones record in static
/// properties, with a static `reset()`. What may be used from several threads
/// at once is recorded behind a lock (`locking`).
package struct TestDoubleModel: Equatable, Sendable {
    /// How the double is isolated, following its protocol (styles.md, "Platforms").
    package enum Isolation: String, Equatable, Sendable {
        /// A view-facing protocol: `@MainActor final class XSpy: X`.
        case mainActor
        /// A service used across isolation: `final class XMock: X, @unchecked Sendable`, every
        /// recording behind a lock.
        case sendable
        /// Neither: `final class XSpy: X`.
        case none
    }

    /// Where a member records its calls: in plain stored properties, or behind
    /// the instance's or the type's lock.
    package enum Locking: String, Equatable, Sendable {
        case none, instance, type = "static"
    }

    package enum Member: Equatable, Sendable {
        case method(DoubleMethod, Locking)
        case property(DoubleProperty, Locking)
        case initializer(DoubleInitializer, Locking)
    }

    package var className: String
    package var protocolName: String
    package var isolation: Isolation
    /// A main-actor double that code not checked for concurrency (Swift 5 mode)
    /// may use without diagnostics, like its `@preconcurrency` protocol.
    package var isPreconcurrency = false
    package var members: [Member]
    /// The framework each member is written inside `#if canImport(...)` for (UIKit: `PlatformGuard`), by
    /// position in `members`; nil for most.
    package var guards: [String?]
    /// `reset()`, or `resetRecordings()` when the protocol itself requires a `reset()` or a `reset` property.
    package var resetName: String
    /// The static `reset()` of static recordings (`resetRecordings()` when the protocol requires a static `reset()`).
    package var staticResetName: String
    /// Whether the double declares `init()`: the protocol requires other initializers, and tests create doubles with `init()`.
    package var declaresPlainInitializer: Bool

    /// `sample` gives the value a member returns when a test did not stub it (`Unstubbed`):
    /// for a type, a name, and whether the member runs on the main actor.
    package init(
        className: String, protocolName: String, members: [MemberDeclaration], isolation: Isolation,
        sample: @escaping (_ type: TypeSyntax, _ name: String, _ isMainActor: Bool) -> String? = { _, _, _ in nil }
    ) {
        self.className = className
        self.protocolName = protocolName
        self.isolation = isolation
        // Properties first, as the protocol declares them; then initializers and methods, in order.
        let ordered = members.filter { if case .property = $0 { true } else { false } }
            + members.filter { if case .method = $0 { true } else { false } }
        let methods = ordered.compactMap { member -> MethodDeclaration? in
            if case .method(let method) = member { return method }
            return nil
        }
        var stems = DoubleMemberNaming.stems(of: methods)[...]
        guards = ordered.map(PlatformGuard.framework(of:))
        self.members = ordered.map { member in
            switch member {
            case .method(let method):
                let locking = Self.locking(isStatic: method.isStatic, modifiers: method.modifiers, isolation: isolation)
                if method.isInitializer {
                    return .initializer(DoubleInitializer(method, stem: stems.removeFirst(), className: className), locking)
                }
                let isMainActor = Self.isMainActor(method.modifiers, method.attributes, isolation: isolation)
                let double = DoubleMethod(
                    method, stem: stems.removeFirst(), className: className, isMainActor: isMainActor,
                    sample: { sample($0, $1, isMainActor) })
                return .method(double, locking)
            case .property(let property):
                let locking = Self.locking(isStatic: Self.isStatic(property), modifiers: property.modifiers, isolation: isolation)
                let isMainActor = Self.isMainActor(property.modifiers, property.attributes, isolation: isolation)
                return .property(DoubleProperty(property, className: className, sample: { sample($0, $1, isMainActor) }), locking)
            }
        }
        // A requirement named `reset` (a `reset()`, or a property such as a wired link) takes the name.
        let resets = methods.filter { $0.name == "reset" && $0.parameters.isEmpty }.map(\.isStatic)
            + ordered.compactMap { member -> Bool? in
                guard case .property(let property) = member, property.name == "reset" else { return nil }
                return Self.isStatic(property)
            }
        resetName = resets.contains(false) ? "resetRecordings" : "reset"
        staticResetName = resets.contains(true) ? "resetRecordings" : "reset"
        let initializers = methods.filter(\.isInitializer)
        declaresPlainInitializer = !initializers.isEmpty && !initializers.contains { $0.parameters.isEmpty }
    }

    /// Whether the double's members record failures for what a test did not stub (`Unstubbed`).
    package var recordsFailures: Bool {
        members.contains { member in
            switch member {
            case .method(let method, _): return method.unstubbed?.recordsFailure ?? false
            case .property(let property, _): return property.unstubbed?.recordsFailure ?? false
            case .initializer: return false
            }
        }
    }

    /// Whether a member runs on the main actor: in a main-actor double unless `nonisolated`, elsewhere when it says so.
    private static func isMainActor(_ modifiers: [String], _ attributes: [String], isolation: Isolation) -> Bool {
        isolation == .mainActor ? !modifiers.contains("nonisolated") : attributes.contains("@MainActor")
    }

    private static func isStatic(_ property: PropertyDeclaration) -> Bool {
        property.modifiers.contains("static") || property.modifiers.contains("class")
    }

    /// A `Sendable` double is called from any thread: everything it records is
    /// locked. A static member of a double that is not main-actor isolated is
    /// global state (Swift 6 requires it safe): locked too. So is a `nonisolated`
    /// member of a main-actor double, which may be called off the main actor.
    static func locking(isStatic: Bool, modifiers: [String], isolation: Isolation) -> Locking {
        switch isolation {
        case .sendable: return isStatic ? .type : .instance
        case .none: return isStatic ? .type : .none
        case .mainActor: return modifiers.contains("nonisolated") ? (isStatic ? .type : .instance) : .none
        }
    }

    /// The stored properties kept behind a lock, for the double's `State` (instance) or `StaticState`.
    package func lockedSlots(_ locking: Locking) -> [DoubleMethod.Slot] {
        lockedSlotsWithGuards(locking).map(\.slot)
    }

    /// `lockedSlots` with the framework each is guarded by.
    func lockedSlotsWithGuards(_ locking: Locking) -> [(slot: DoubleMethod.Slot, guard: String?)] {
        zip(members, guards).flatMap { member, guardedBy -> [(slot: DoubleMethod.Slot, guard: String?)] in
            let slots: [DoubleMethod.Slot]
            switch member {
            case .method(let method, locking): slots = method.slots
            case .property(let property, locking): slots = property.slots
            case .initializer(let initializer, locking): slots = initializer.received.map { [$0] } ?? []
            default: slots = []
            }
            return slots.map { ($0, guardedBy) }
        }
    }
}
