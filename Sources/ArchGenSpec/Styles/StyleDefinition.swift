/// An architecture as data: what a style's manifest (`Templates/<style>/style.yml`)
/// says about the modules it writes. The built-in styles and a project's own
/// are all values of this type, read by `StyleManifestReader`; one generic
/// render model turns a spec and a definition into the templates' context.
///
/// The vocabulary is closed: names are patterns with `{module}`, conditions
/// are `StyleCondition`s, and what a manifest cannot say, its templates do.
package struct StyleDefinition: Equatable, Sendable {
    /// The name a spec writes as `style:` (`viper`).
    package var name: String
    /// The folder its templates are named under (`viper/Presenter`): its own
    /// name, or its base's for a project's style derived from a built-in one.
    package var templateFolder: String
    /// How people write it (`VIPER`), for messages and the reference.
    package var title: String
    /// One line about it, for `archgen help styles`.
    package var summary: String
    /// The isolation of its modules unless a project or spec says otherwise;
    /// nil: the project's default (`SpecDefaults.isolation`).
    package var isolation: Isolation?
    /// The spies' and mocks' name patterns (`{protocol}Spy`, `{service}Mock`).
    package var spyPattern: String
    package var mockPattern: String
    /// The spec lists it accepts, in the order it reads them.
    package var lists: [StyleList]
    /// Its protocols, in the order of the generated contract.
    package var protocols: [StyleProtocol]
    /// Every scaffold type a module may have, by archgen.yml's `actors:` key
    /// (`presenter`, `viewController`), with its name pattern.
    package var types: [StyleType]
    /// The view layer: which type implements the view on each platform, and its links.
    package var view: StyleView
    /// The other actors, in the order the assembly wires them.
    package var actors: [StyleActor]
    package var assembly: StyleAssembly
    /// How a use case's methods call each other; nil when the style takes no `useCases`.
    package var useCases: StyleUseCases?
    /// The files of a module, in the order they are written.
    package var files: [StyleFile]
    /// The manifest's reference text (`archgen help styles <name>`), if it has one.
    package var reference: String?

    package init(
        name: String, title: String, summary: String, isolation: Isolation?, spyPattern: String, mockPattern: String,
        lists: [StyleList], protocols: [StyleProtocol], types: [StyleType], view: StyleView, actors: [StyleActor],
        assembly: StyleAssembly, useCases: StyleUseCases?, files: [StyleFile], reference: String? = nil
    ) {
        self.name = name
        self.templateFolder = name
        self.title = title
        self.summary = summary
        self.isolation = isolation
        self.spyPattern = spyPattern
        self.mockPattern = mockPattern
        self.lists = lists
        self.protocols = protocols
        self.types = types
        self.view = view
        self.actors = actors
        self.assembly = assembly
        self.useCases = useCases
        self.files = files
        self.reference = reference
    }

    /// The spec list `role`, if the style accepts it.
    package func list(_ role: Role) -> StyleList? { lists.first { $0.role == role } }

    /// Who calls the members of the list `role`: archgen's words for its own
    /// lists, the protocol's `doc` for a list of the style's own.
    package func summary(of role: Role) -> String {
        guard !role.isBuiltIn, let declared = protocolKey(of: role).flatMap(`protocol`) else { return role.summary }
        return declared.summary
    }

    /// The protocol of key `key` (`events`, `dataStore`).
    package func `protocol`(_ key: String) -> StyleProtocol? { protocols.first { $0.key == key } }

    /// The protocol a spec list's members go into.
    package func protocolKey(of role: Role) -> String? { list(role)?.protocolKey }

    /// Whether the spec list `role` takes properties: its protocol says `properties: true`.
    package func takesProperties(_ role: Role) -> Bool {
        protocolKey(of: role).flatMap { self.protocol($0) }?.takesProperties ?? false
    }

    /// The type of key `key` (`presenter`).
    package func type(_ key: String) -> StyleType? { types.first { $0.key == key } }

    /// The actor of key `key`, the view's holder included (as an actor with its links).
    package func actor(_ key: String) -> StyleActor? {
        key == view.holder ? view.asActor : actors.first { $0.key == key }
    }

    /// The view, then the other actors: every holder of links.
    package var holders: [StyleActor] { [view.asActor] + actors }

    /// Every link of the style, by `holder.property`.
    package var links: [StyleLink] { holders.flatMap(\.links) }

    /// archgen.yml's wiring keys for what actors keep besides links: `presenter.input`, `interactor.services`.
    package var holdingKeys: [String] {
        actors.flatMap { actor in
            (actor.input == nil ? [] : [actor.key + ".input"]) + (actor.services == nil ? [] : [actor.key + ".services"])
        }
    }

    /// The actor that implements `protocolKey`, if one does (the view's holder for the view's).
    package func implementer(of protocolKey: String) -> StyleActor? {
        holders.first { $0.implements.contains(protocolKey) }
    }

    /// The protocol of `actor`'s that declares the module's input (VIP's data store), if one does.
    package func inputProtocol(of actor: StyleActor) -> String? {
        actor.implements.first { `protocol`($0)?.declaresInput == true }
    }
}
