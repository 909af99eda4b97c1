/// A type of a style's module that holds links and implements protocols:
/// VIPER's presenter, interactor and router, VIP's configurator (which only
/// assembles), the view layer (`StyleView.asActor`).
public struct StyleActor: Equatable, Sendable {
    /// Its key: the holder of its links in archgen.yml's `wiring:` (`presenter`).
    public var key: String
    /// The key of its type's name (`types:`), usually its own.
    public var typeKey: String
    /// The protocols it implements, in order: its declared links go into the first.
    public var implements: [String]
    /// Its links to other actors' protocols, in the order it declares and the assembly sets them.
    public var links: [StyleLink]
    /// How it keeps the module's input, and the services; nil when it does not.
    public var input: StyleHolding?
    public var services: StyleHolding?
    /// Where each protocol's calls go, by protocol key: the first target
    /// protocol with the same call, else a TODO saying what to do.
    public var forwarding: [String: StyleForwarding]
    /// Whether it has a scaffold test case (forwarding and memory rules).
    public var isTested: Bool
    /// Its own isolation (`isolation: nonisolated`); nil: the module's.
    public var isolation: StyleIsolation?
    /// The names its template declares (`reserves: [viewController]`): no link of its may take one.
    public var reserved: [String]

    public init(
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
public struct StyleHolding: Equatable, Sendable {
    public var isDeclared: Bool
    public var optionality: WiringSettings.Optionality

    public init(isDeclared: Bool = false, optionality: WiringSettings.Optionality = .implicitlyUnwrapped) {
        self.isDeclared = isDeclared
        self.optionality = optionality
    }
}

/// What an actor does with the calls of one protocol it implements.
public struct StyleForwarding: Equatable, Sendable {
    /// Protocol keys (or `services`) tried in order for a method of the same call.
    public var targets: [String]
    /// The TODO of a method forwarded nowhere.
    public var todo: StyleText

    public init(targets: [String] = [], todo: StyleText) {
        self.targets = targets
        self.todo = todo
    }

    /// The forwarding target that means the actor's services.
    public static let services = "services"
}

/// A text that depends on the module: the first alternative whose condition
/// holds (one without a condition always does).
public struct StyleText: Equatable, Sendable {
    public struct Alternative: Equatable, Sendable {
        public var condition: StyleCondition?
        public var text: String

        public init(_ text: String, when condition: StyleCondition? = nil) {
            self.condition = condition
            self.text = text
        }
    }

    public var alternatives: [Alternative]

    public init(_ alternatives: [Alternative]) {
        self.alternatives = alternatives
    }

    public init(_ text: String) {
        self.alternatives = [Alternative(text)]
    }

    /// The text for a module where `holds` says which conditions are met.
    public func text(where holds: (StyleCondition) -> Bool) -> String {
        alternatives.first { $0.condition.map(holds) ?? true }?.text ?? ""
    }
}
