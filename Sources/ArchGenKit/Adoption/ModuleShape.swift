/// What `adopt` recognised in a module: its style, and which of the team's
/// protocols, types and properties play each of the style's parts.
public struct ModuleShape: Sendable {
    /// A service an actor holds: its protocol's name and the property.
    public struct HeldService: Sendable, Equatable {
        public var name: String
        public var property: StoredProperty
        /// The protocol, the module's or the app's.
        public var declaration: ReadType?
        /// Whether the app declares it, outside the module: a shared service of archgen.yml.
        public var isShared = false
    }

    public var style: String
    public var module: ReadModule
    /// The style's protocol key (`view`, `events`, `routes`...) → the team's protocol.
    public var protocols: [String: ReadType] = [:]
    /// The style's type key (`presenter`, `viewController`...) → the team's type.
    public var actors: [String: ReadType] = [:]
    /// The style's link key (`presenter.view`) → the team's property.
    public var links: [String: StoredProperty] = [:]
    /// The holder of the module's services (`interactor`), and what it holds.
    public var servicesHolder: String
    public var services: [HeldService] = []
    /// The holder of the module's input (`presenter`), and what it keeps.
    public var inputHolder: String
    public var input: [StoredProperty] = []

    /// The module's types not playing a part: its entities.
    public var entities: [ReadType] {
        let parts = Set(protocols.values.map(\.name) + actors.values.map(\.name) + services.compactMap(\.declaration?.name))
        return module.types.filter { !parts.contains($0.name) && !$0.isProtocol }
    }

    /// The module's protocols that play no part (not a list, not a service).
    public var unplacedProtocols: [ReadType] {
        let parts = Set(protocols.values.map(\.name) + services.compactMap(\.declaration?.name))
        return module.protocols.filter { !parts.contains($0.name) }
    }
}
