/// A type of a style's module that holds links and implements protocols:
/// VIPER's presenter, interactor and router, VIP's configurator (which only
/// assembles), the view layer (`StyleView.asActor`).
package struct StyleActor: Equatable, Sendable {
    /// Its key: the holder of its links in archgen.yml's `wiring:` (`presenter`).
    package var key: String
    /// The key of its type's name (`types:`), usually its own.
    package var typeKey: String
    /// The protocols it implements, in order: its declared links go into the first.
    package var implements: [String]
    /// Its links to other actors' protocols, in the order it declares and the assembly sets them.
    package var links: [StyleLink]
    /// How it keeps the module's input, and the services; nil when it does not.
    package var input: StyleHolding?
    package var services: StyleHolding?
    /// Where each protocol's calls go, by protocol key: the first target
    /// protocol with the same call, else a TODO saying what to do.
    package var forwarding: [String: StyleForwarding]
    /// Whether it has a scaffold test case (forwarding and memory rules).
    package var isTested: Bool
    /// Its own isolation (`isolation: nonisolated`); nil: the module's.
    package var isolation: StyleIsolation?
    /// The names its template declares (`reserves: [viewController]`): no link of its may take one.
    package var reserved: [String]

    package init(
        key: String, typeKey: String? = nil, implements: [String] = [], links: [StyleLink] = [], input: StyleHolding? = nil,
        services: StyleHolding? = nil, forwarding: [String: StyleForwarding] = [:], isTested: Bool = false,
        isolation: StyleIsolation? = nil, reserved: [String] = []
    ) {
        self.isolation = isolation
        self.reserved = reserved
        self.key = key
        self.typeKey = typeKey ?? key
        self.implements = implements
        self.links = links
        self.input = input
        self.services = services
        self.forwarding = forwarding
        self.isTested = isTested
    }
}

/// How an actor keeps the input or the services: as properties declared in
/// its first protocol or not, and typed `?`, `!`, or passed to its `init`.
package struct StyleHolding: Equatable, Sendable {
    package var isDeclared: Bool
    package var optionality: WiringSettings.Optionality

    package init(isDeclared: Bool = false, optionality: WiringSettings.Optionality = .implicitlyUnwrapped) {
        self.isDeclared = isDeclared
        self.optionality = optionality
    }
}

/// What an actor does with the calls of one protocol it implements.
package struct StyleForwarding: Equatable, Sendable {
    /// Protocol keys (or `services`) tried in order for a method of the same call.
    package var targets: [String]
    /// The TODO of a method forwarded nowhere.
    package var todo: StyleText

    package init(targets: [String] = [], todo: StyleText) {
        self.targets = targets
        self.todo = todo
    }

    /// The forwarding target that means the actor's services.
    package static let services = "services"
}

/// A text that depends on the module: the first alternative whose condition
/// holds (one without a condition always does).
package struct StyleText: Equatable, Sendable {
    package struct Alternative: Equatable, Sendable {
        package var condition: StyleCondition?
        package var text: String

        package init(_ text: String, when condition: StyleCondition? = nil) {
            self.condition = condition
            self.text = text
        }
    }

    package var alternatives: [Alternative]

    package init(_ alternatives: [Alternative]) {
        self.alternatives = alternatives
    }

    package init(_ text: String) {
        self.alternatives = [Alternative(text)]
    }

    /// The text for a module where `holds` says which conditions are met.
    package func text(where holds: (StyleCondition) -> Bool) -> String {
        alternatives.first { $0.condition.map(holds) ?? true }?.text ?? ""
    }
}
