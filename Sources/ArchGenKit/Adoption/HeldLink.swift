/// A link an actor holds to one of the module's protocols, read for the
/// structure it reveals: the protocol, the module's type conforming to it,
/// and the link that conformer holds back to a protocol of the holder's.
struct HeldLink {
    var property: StoredProperty
    var heldProtocol: ReadType
    var conformer: ReadType?
    var back: StoredProperty?
}

extension ReadModule {
    /// The stored properties of `type` that hold one of the module's protocols.
    func moduleLinks(of type: ReadType) -> [StoredProperty] {
        let names = Set(protocols.map(\.name))
        return type.storedProperties.filter { $0.heldTypeName.map(names.contains) ?? false }
    }

    /// The protocols of the module `type` conforms to (`@MainActor MDisplayLogic`, an isolated conformance, too).
    func ownProtocols(of type: ReadType) -> [String] {
        protocols.map(\.name).filter(type.conforms(to:))
    }

    /// Each link of `holder` to a protocol of the module, with that protocol's conformer and its link back.
    func heldLinks(of holder: ReadType) -> [HeldLink] {
        let own = ownProtocols(of: holder)
        return moduleLinks(of: holder).compactMap { property in
            guard let held = property.heldTypeName, let heldProtocol = type(named: held) else { return nil }
            let conformer = conformers(of: held).first
            let back = conformer.flatMap { moduleLinks(of: $0).first { $0.heldTypeName.map(own.contains) ?? false } }
            return HeldLink(property: property, heldProtocol: heldProtocol, conformer: conformer, back: back)
        }
    }
}

extension ModuleShape {
    /// Places the view `held` reaches: its type, its protocol (`view`), the
    /// protocol it holds back (`events`), the holder's link to it and its link back.
    mutating func placeView(_ held: HeldLink, view: ReadType, events: StoredProperty, holderLink: String, viewLink: String) {
        actors["viewController"] = view
        protocols["view"] = held.heldProtocol
        protocols["events"] = module.type(named: events.heldTypeName ?? "")
        links[holderLink] = held.property
        links[viewLink] = events
    }
}
