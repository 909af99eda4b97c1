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
            let declared = structure.declaredInput(of: shape)
            if !declared.isEmpty { shape.input = declared }
            return shape
        }
        return shapes.first { !$0.input.isEmpty } ?? shapes.first
    }

    /// A depth-first search of every placement of the module's types and protocols, keeping the best. The holders
    /// with most links go first: the protocols they hold narrow the types that may implement them.
    private struct Search {
        let module: ReadModule
        let structure: ManifestStructure
        let order: [StyleActor]
        /// The module's classes, each with the module's protocols it conforms to and its stored properties holding one.
        let classes: [(type: ReadType, protocols: [String], links: [StoredProperty])]
        var best: ManifestPlacement?
        /// How many placements are left to try: a folder of many classes is searched this far, no further.
        var budget = 200_000

        init(module: ReadModule, structure: ManifestStructure) {
            self.module = module
            self.structure = structure
            order = structure.holders.enumerated().sorted { lhs, rhs in
                (lhs.element.links.count, rhs.offset) > (rhs.element.links.count, lhs.offset)
            }.map(\.element)
            let protocols = Set(module.protocols.map(\.name))
            classes = module.types.filter { !$0.isProtocol && !$0.isTest }.map { type in
                (type, module.ownProtocols(of: type), type.storedProperties.filter { $0.heldTypeNames.contains(where: protocols.contains) })
            }
        }

        mutating func place(holderAt index: Int, _ placement: ManifestPlacement) {
            budget -= 1
            guard budget > 0 else { return }
            guard index < order.count else {
                if structure.isComplete(placement, in: module), best.map({ $0.rank.lexicographicallyPrecedes(placement.rank) }) ?? true {
                    best = placement
                }
                return
            }
            let holder = order[index]
            if structure.mayLack(holder) { place(holderAt: index + 1, placement) }
            let used = Set(placement.actors.values.map(\.name))
            let implemented = holder.implements.first.flatMap { placement.protocols[$0]?.name }
            for (type, protocols, links) in classes where !used.contains(type.name) {
                if let implemented, !protocols.contains(implemented) { continue }
                if !holder.implements.isEmpty, protocols.isEmpty { continue }
                var placed = placement
                placed.actors[holder.key] = type
                for option in implementing(holder.implements[...], protocols: protocols, placed) {
                    // A holder implementing nothing is known by its links alone: it holds one at least.
                    for linked in linking(holder.links[...], of: holder, held: links, option)
                    where !holder.implements.isEmpty || linked.links.count > option.links.count {
                        place(holderAt: index + 1, linked)
                    }
                }
            }
        }

        /// Every way a type conforming to `protocols` implements those of `keys`: the first is required, the others may be missing.
        private func implementing(_ keys: ArraySlice<String>, protocols: [String], _ placement: ManifestPlacement) -> [ManifestPlacement] {
            guard let key = keys.first else { return [placement] }
            let rest = keys.dropFirst()
            if let placed = placement.protocols[key] {
                return protocols.contains(placed.name) ? implementing(rest, protocols: protocols, placement) : []
            }
            let taken = Set(placement.protocols.values.map(\.name))
            var options = keys.startIndex == 0 ? [] : implementing(rest, protocols: protocols, placement)
            for name in protocols where !taken.contains(name) {
                var placed = placement
                placed.protocols[key] = module.type(named: name)
                options += implementing(rest, protocols: protocols, placed)
            }
            return options
        }

        /// Every way a type holding `held` holds the links of `links`: each a stored property holding its protocol, weakly or
        /// not as the link says; a link may be missing where the module may lack its holder or its protocol (VIPER's router
        /// holding no view).
        private func linking(_ links: ArraySlice<StyleLink>, of holder: StyleActor, held: [StoredProperty],
                             _ placement: ManifestPlacement) -> [ManifestPlacement] {
            guard let link = links.first else { return [placement] }
            let rest = links.dropFirst()
            guard link.platformType == nil, let target = link.targets.first else { return linking(rest, of: holder, held: held, placement) }
            let usedProperties = Set(placement.links.values.map(\.location))
            var options = structure.mayLack(target) || structure.mayLack(holder) ? linking(rest, of: holder, held: held, placement) : []
            for property in held where property.isWeak == link.isWeak && !usedProperties.contains(property.location) {
                let names = property.heldTypeNames.filter { module.type(named: $0)?.isProtocol == true }
                guard names.count == 1 || (link.targets.count > 1 && !names.isEmpty), var placed = bind(link.targets, to: names, placement)
                else { continue }
                placed.links[link.key] = property
                if property.name == link.property { placed.namedLinks += 1 }
                options += linking(rest, of: holder, held: held, placed)
            }
            return options
        }

        /// `placement` with `targets` bound to the protocols `names` a property holds (several for a composition,
        /// `(MRoutingLogic & MDataPassing)?`): a target already placed to one of them, the others in order; nil when they conflict.
        private func bind(_ targets: [String], to names: [String], _ placement: ManifestPlacement) -> ManifestPlacement? {
            var placed = placement
            var left = names
            for target in targets {
                guard let name = placement.protocols[target]?.name else { continue }
                guard let index = left.firstIndex(of: name) else { return nil }
                left.remove(at: index)
            }
            for target in targets where placement.protocols[target] == nil {
                guard !left.isEmpty else { break }
                let name = left.removeFirst()
                if placement.protocols.values.contains(where: { $0.name == name }) { return nil }
                placed.protocols[target] = module.type(named: name)
            }
            return placed
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
