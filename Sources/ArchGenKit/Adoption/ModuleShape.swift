/// What `adopt` recognised in a module: its style, and which of the team's
/// protocols, types and properties play each of the style's parts.
package struct ModuleShape: Sendable {
    /// A service an actor holds: its protocol's name and the property.
    package struct HeldService: Sendable, Equatable {
        package var name: String
        package var property: StoredProperty
        /// The protocol, the module's or the app's.
        package var declaration: ReadType?
        /// Whether the app declares it, outside the module: a shared service of archgen.yml.
        package var isShared = false
    }

    package var style: String
    package var module: ReadModule
    /// The style's protocol key (`view`, `events`, `routes`...) → the team's protocol.
    package var protocols: [String: ReadType] = [:]
    /// The style's type key (`presenter`, `viewController`...) → the team's type.
    package var actors: [String: ReadType] = [:]
    /// The style's link key (`presenter.view`) → the team's property.
    package var links: [String: StoredProperty] = [:]
    /// The holder of the module's services (`interactor`), and what it holds.
    package var servicesHolder: String
    package var services: [HeldService] = []
    /// The holder of the module's input (`presenter`), and what it keeps.
    package var inputHolder: String
    package var input: [StoredProperty] = []
    /// VIP's use cases, and the team's file declaring their models (which archgen's models file replaces).
    package var useCases: [AdoptedUseCase] = []
    package var modelsPath: String?
    /// MVVM's `binding: closures`: the events protocol's closures the view sets, each a command of the `view` list (`ClosureBinding`).
    var boundClosures: [ClosureBinding.BoundClosure] = []

    /// The module's types not playing a part: its entities.
    package var entities: [ReadType] {
        let namespace = modelsPath == nil ? [] : [module.name]
        let parts = Set(protocols.values.map(\.name) + actors.values.map(\.name) + services.compactMap(\.declaration?.name) + namespace)
        return module.types.filter { !parts.contains($0.name) && !$0.isProtocol }
    }

    /// The module's protocols that play no part (not a list, not a service).
    package var unplacedProtocols: [ReadType] {
        let parts = Set(protocols.values.map(\.name) + services.compactMap(\.declaration?.name))
        return module.protocols.filter { !parts.contains($0.name) }
    }
}
