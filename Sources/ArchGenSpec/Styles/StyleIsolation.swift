/// The isolation a style's manifest gives one actor or protocol
/// (`isolation: nonisolated`, `isolation: actor`), over the module's
/// (`Isolation`): a use case off the main actor beside a presenter on it.
package enum StyleIsolation: String, CaseIterable, Sendable {
    case mainActor
    case nonisolated
    /// A Swift `actor` (`actor SettingsUseCaseImpl: SettingsUseCase`): its
    /// protocol is `Sendable` with `async` members, its spy `Sendable`.
    case actor

    /// What it is in a module isolated `module`: nonisolated and an actor's
    /// protocol are `none` (no global actor); the main actor is the module's
    /// when the module is on it (`preconcurrency` kept).
    package func resolved(in module: Isolation) -> Isolation {
        switch self {
        case .nonisolated, .actor: .none
        case .mainActor: module.isMainActor ? module : .mainActor
        }
    }

    /// In a message: "on the main actor", "nonisolated", "a Swift actor"; nil (the module's) "isolated as its module is".
    package static func described(_ isolation: StyleIsolation?) -> String {
        switch isolation {
        case .mainActor: "on the main actor"
        case .nonisolated: "nonisolated"
        case .actor: "a Swift actor"
        case nil: "isolated as its module is"
        }
    }
}

extension Spec {
    /// The isolation of the protocol `key` in this module.
    package func isolation(ofProtocol key: String) -> Isolation {
        style.protocol(key)?.isolation?.resolved(in: isolation) ?? isolation
    }

    /// The isolation of `actor`'s type in this module.
    package func isolation(of actor: StyleActor) -> Isolation {
        actor.isolation?.resolved(in: isolation) ?? isolation
    }

    /// Whether the protocol `key` is a Swift actor's (`isolation: actor`): `Sendable`, its members `async`.
    package func isActorProtocol(_ key: String) -> Bool {
        style.protocol(key)?.isolation == .actor
    }
}
