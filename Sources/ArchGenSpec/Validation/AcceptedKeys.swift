/// The keys a file accepts at one place of its structure: `""` for the top
/// level, `services.<Service>` inside a service written as a mapping.
///
/// The builders read keys from the lists these are made of, and the
/// reference (`archgen help spec`, `archgen help settings`) documents every
/// one: a test checks it, so a new key fails that test until it is
/// documented. A builder's new list of keys belongs in its catalogue below.
struct AcceptedKeys: Sendable, Equatable {
    var place: String
    var keys: [String]
}

extension SpecBuilder {
    /// Every key a spec accepts, by place.
    static let acceptedKeys = [
        AcceptedKeys(place: "", keys: topLevelKeys),
        AcceptedKeys(place: "services.<Service>", keys: serviceKeys),
        AcceptedKeys(place: "useCases.<UseCase>", keys: useCaseKeys),
    ]
}

extension ProjectSettingsBuilder {
    /// The keys of the built-in styles' parts, each once, in the styles' order
    /// (a project's own style accepts its own manifest's).
    static func builtInKeys(_ keys: (StyleDefinition) -> [String]) -> [String] {
        StyleRegistry.builtIn.entries.flatMap { keys($0.definition) }.removingRepeats()
    }

    /// Every key archgen.yml accepts, by place.
    static let acceptedKeys = [
        AcceptedKeys(place: "", keys: topLevelKeys),
        AcceptedKeys(place: "paths", keys: pathKeys),
        AcceptedKeys(place: "defaults", keys: defaultsKeys),
        AcceptedKeys(place: "styles.<style>", keys: styleKeys),
        AcceptedKeys(place: "styles.<own style>", keys: ownStyleKeys),
        AcceptedKeys(place: "styles.<style>.protocols", keys: builtInKeys { $0.protocols.map(\.key) }),
        AcceptedKeys(place: "styles.<style>.doubles", keys: doublesKeys),
        AcceptedKeys(place: "styles.<style>.actors", keys: builtInKeys { $0.types.map(\.key) }),
        AcceptedKeys(place: "styles.<style>.files", keys: builtInKeys { StyleNaming.fileKinds(of: $0).map(\.key) }),
        AcceptedKeys(place: "styles.<style>.wiring", keys: builtInKeys { $0.links.map(\.key) + $0.holdingKeys }),
        AcceptedKeys(place: "styles.<style>.wiring.<link>", keys: linkKeys),
        AcceptedKeys(place: "styles.<style>.wiring.<holding>", keys: holdingKeys),
        AcceptedKeys(place: "build", keys: buildKeys),
        AcceptedKeys(place: "xcode", keys: xcodeKeys),
        AcceptedKeys(place: "package", keys: packageKeys),
        AcceptedKeys(place: "package.dependencies.<product>", keys: productDependencyKeys),
        AcceptedKeys(place: "shared", keys: sharedKeys),
        AcceptedKeys(place: "shared.services.<Service>", keys: SpecBuilder.serviceKeys),
    ]
}

extension StyleManifestBuilder {
    /// Every key a style's manifest accepts, by place.
    static let acceptedKeys = [
        AcceptedKeys(place: "", keys: topLevelKeys),
        AcceptedKeys(place: "protocols.<protocol>", keys: protocolKeys),
        AcceptedKeys(place: "view", keys: viewKeys),
        AcceptedKeys(place: "actors.<actor>", keys: actorKeys),
        AcceptedKeys(place: "actors.<actor>.links", keys: linkKeys),
        AcceptedKeys(place: "actors.<actor>.services", keys: holdingKeys),
        AcceptedKeys(place: "assembly", keys: assemblyKeys),
        AcceptedKeys(place: "files", keys: fileKeys),
    ]
}
