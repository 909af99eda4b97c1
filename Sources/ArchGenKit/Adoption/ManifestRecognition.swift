import ArchGenSpec

/// Recognises a module of any style from its manifest, as data: no Swift of
/// the style's. Each holder of links (the view, then the actors) is a class
/// of the module that conforms to the protocols the manifest says it
/// implements and holds, for each of its links, a protocol of the module,
/// weakly or strongly as the link says; a protocol no holder implements (a
/// delegate) has no conformer in the module. Of every way the module's types
/// fit, the one placing most protocols and links wins (then the one naming
/// more links as the manifest does).
///
/// What must be found: the protocols the manifest keeps even when their
/// lists are empty (`keep:`, the view's and the events'), and so the holders
/// implementing them, but for the view, which a module with no UI framework
/// leaves to the app; the rest (a delegate, a router without routes) may be missing.
package enum ManifestRecognition {
    /// The module's shape in `style`, or nil when its types do not fit it.
    package static func recognise(_ module: ReadModule, style: StyleDefinition) -> ModuleShape? {
        let structure = ManifestStructure(style: style)
        var search = Search(module: module, structure: structure)
        search.place(holderAt: 0, ManifestPlacement())
        guard let placement = search.best else { return nil }
        // Of the actors the manifest gives the input (MVP-C's use case and presenter), the first that keeps some.
        let shapes = structure.inputHolders.map { holder in
            var shape = structure.shape(of: module, placed: placement, inputHolder: holder)
            HeldParts.fill(&shape)
            return shape
        }
        return shapes.first { !$0.input.isEmpty } ?? shapes.first
    }

    /// A depth-first search of every placement of the module's types and protocols, keeping the best.
    private struct Search {
        let module: ReadModule
        let structure: ManifestStructure
        var best: ManifestPlacement?

        init(module: ReadModule, structure: ManifestStructure) {
            self.module = module
            self.structure = structure
        }

        mutating func place(holderAt index: Int, _ placement: ManifestPlacement) {
            guard index < structure.holders.count else {
                if structure.isComplete(placement, in: module), best.map({ $0.rank.lexicographicallyPrecedes(placement.rank) }) ?? true {
                    best = placement
                }
                return
            }
            let holder = structure.holders[index]
            if structure.mayLack(holder) { place(holderAt: index + 1, placement) }
            let used = Set(placement.actors.values.map(\.name))
            for type in module.types where !type.isProtocol && !type.isTest && !used.contains(type.name) {
                var placed = placement
                placed.actors[holder.key] = type
                for option in implementing(holder.implements[...], by: type, placed) {
                    // A holder implementing nothing is known by its links alone: it holds one at least.
                    for linked in linking(holder.links[...], of: holder, held: type, option)
                    where !holder.implements.isEmpty || linked.links.count > option.links.count {
                        place(holderAt: index + 1, linked)
                    }
                }
            }
        }

        /// Every way `type` conforms to the protocols of `keys`: the first is required, the others may be missing.
        private func implementing(_ keys: ArraySlice<String>, by type: ReadType, _ placement: ManifestPlacement) -> [ManifestPlacement] {
            guard let key = keys.first else { return [placement] }
            let rest = keys.dropFirst()
            if let placed = placement.protocols[key] {
                return type.conforms(to: placed.name) ? implementing(rest, by: type, placement) : []
            }
            let taken = Set(placement.protocols.values.map(\.name))
            var options = keys.startIndex == 0 ? [] : implementing(rest, by: type, placement)
            for name in module.ownProtocols(of: type) where !taken.contains(name) {
                var placed = placement
                placed.protocols[key] = module.type(named: name)
                options += implementing(rest, by: type, placed)
            }
            return options
        }

        /// Every way `type` holds the links of `links`: each a stored property holding its protocol, weakly or not as the link
        /// says; a link may be missing where the module may lack its holder or its protocol (VIPER's router holding no view).
        private func linking(_ links: ArraySlice<StyleLink>, of holder: StyleActor, held type: ReadType,
                             _ placement: ManifestPlacement) -> [ManifestPlacement] {
            guard let link = links.first else { return [placement] }
            let rest = links.dropFirst()
            guard link.platformType == nil, let target = link.targets.first else { return linking(rest, of: holder, held: type, placement) }
            let key = link.key
            let usedProperties = Set(placement.links.values.map(\.location))
            var options = structure.mayLack(target) || structure.mayLack(holder) ? linking(rest, of: holder, held: type, placement) : []
            for property in module.moduleLinks(of: type) where property.isWeak == link.isWeak && !usedProperties.contains(property.location) {
                guard let held = property.heldTypeName, let heldProtocol = module.type(named: held) else { continue }
                if let placed = placement.protocols[target] {
                    guard placed.name == held else { continue }
                } else if placement.protocols.values.contains(where: { $0.name == held }) {
                    continue
                }
                var placed = placement
                placed.protocols[target] = heldProtocol
                placed.links[key] = property
                if property.name == link.property { placed.namedLinks += 1 }
                options += linking(rest, of: holder, held: type, placed)
            }
            return options
        }
    }
}

/// Which of a module's types, protocols and properties play a style's parts, by the manifest's keys.
struct ManifestPlacement {
    /// Holder key (`presenter`, the view's `view`) → the team's type.
    var actors: [String: ReadType] = [:]
    /// Protocol key → the team's protocol.
    var protocols: [String: ReadType] = [:]
    /// Link key (`presenter.view`) → the team's property.
    var links: [String: StoredProperty] = [:]

    /// How many links have the manifest's property names.
    var namedLinks = 0

    /// How much of the module it explains, then how many of its links are named as the manifest names them
    /// (of two weak links to protocols no type of the module conforms to, `view` is the view's, `delegate` the delegate's).
    var rank: [Int] { [protocols.count + links.count, namedLinks] }
}
