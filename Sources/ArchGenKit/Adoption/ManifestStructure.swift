import ArchGenSpec

/// What a style's manifest says about who holds whom, read for recognising
/// a module (`ManifestRecognition`): the holders of links, the protocols a
/// module must declare, who implements which, and how a placement becomes a
/// `ModuleShape` under the manifest's keys.
struct ManifestStructure {
    let style: StyleDefinition
    /// The view, then the actors that implement a protocol or hold a link (a builder, which does neither, is found by what it creates).
    let holders: [StyleActor]
    /// The protocols every module of the style declares: those the manifest keeps with empty lists, else the view's.
    let required: Set<String>

    init(style: StyleDefinition) {
        self.style = style
        holders = style.holders.filter { !$0.implements.isEmpty || !$0.links.isEmpty }
        let kept = style.protocols.filter { $0.keepReason != nil }.map(\.key)
        required = Set(kept.isEmpty ? Array(style.view.implements.prefix(1)) : kept)
    }

    /// The type keys of the actors that may keep the input (the services' holder when none says so).
    var inputHolders: [String] {
        let declared = style.actors.filter { $0.input != nil }
        let holders = declared.isEmpty ? Array(style.actors.filter { $0.services != nil }.prefix(1)) : declared
        return holders.isEmpty ? [style.view.holder] : holders.map(\.typeKey)
    }

    /// Whether a module may lack the protocol of key `key`.
    func mayLack(_ key: String) -> Bool { !required.contains(key) }

    /// Whether a module may lack `holder`: it implements no protocol every module declares, or it is the view,
    /// which a module with no UI framework (`platform: none`) leaves to the app.
    func mayLack(_ holder: StyleActor) -> Bool {
        holder.key == style.view.holder || holder.implements.allSatisfy(mayLack)
    }

    /// Whether `placement` is a whole module of the style: every required
    /// protocol placed, each placed protocol's implementer placed, and a
    /// protocol no holder implements (a delegate), or the view's when the module has none, implemented by no type of the module.
    func isComplete(_ placement: ManifestPlacement, in module: ReadModule) -> Bool {
        guard required.allSatisfy({ placement.protocols[$0] != nil }) else { return false }
        return placement.protocols.allSatisfy { key, declaration in
            let unimplemented = module.conformers(of: declaration.name).isEmpty
            guard let implementer = style.implementer(of: key) else { return unimplemented }
            return placement.actors[implementer.key] != nil || (implementer.key == style.view.holder && unimplemented)
        }
    }

    /// The shape `placement` gives: its actors under their types' keys (the view's under its UIKit type's), the
    /// assembling actor the type that creates one of them, the services and input held where the manifest says.
    func shape(of module: ReadModule, placed placement: ManifestPlacement, inputHolder: String) -> ModuleShape {
        let servicesHolder = style.actors.first { $0.services != nil } ?? style.actors.first
        var shape = ModuleShape(style: style.name, module: module, servicesHolder: servicesHolder?.typeKey ?? style.view.holder,
                                inputHolder: inputHolder)
        shape.protocols = placement.protocols
        shape.links = placement.links
        for holder in holders {
            if let type = placement.actors[holder.key] { shape.actors[holder.typeKey] = type }
        }
        if let assembler = style.actor(style.assembly.holder), shape.actors[assembler.typeKey] == nil,
           let type = creator(of: style.assembly.creates.compactMap { style.actor($0).flatMap { shape.actors[$0.typeKey] } },
                              in: module, besides: Set(shape.actors.values.map(\.name))) {
            shape.actors[assembler.typeKey] = type
        }
        return shape
    }

    /// The input holder's properties its protocol declaring the input requires (VIP's data store), in its order.
    func declaredInput(of shape: ModuleShape) -> [StoredProperty] {
        guard let actor = style.actors.first(where: { $0.typeKey == shape.inputHolder }), let key = style.inputProtocol(of: actor),
              let declaration = shape.protocols[key], let holder = shape.actors[shape.inputHolder] else { return [] }
        let stored = holder.storedProperties
        return declaration.members.compactMap { member in
            member.key?.hasPrefix("var ") == true ? stored.first { $0.name == member.name } : nil
        }
    }

    /// The type of the module, none of `placed`, whose code creates one of `created` (`LoginPresenter(`).
    private func creator(of created: [ReadType], in module: ReadModule, besides placed: Set<String>) -> ReadType? {
        module.types.first { type in
            guard !type.isProtocol, !placed.contains(type.name) else { return false }
            let code = ([type.code] + type.members.map(\.code)).joined(separator: "\n")
            return created.contains { code.contains($0.name + "(") }
        }
    }

    /// The structure in words, for a module that does not fit it: the view conforms to `view` and holds `events` as
    /// `presenter`; the presenter conforms to `events` and holds `view` weakly as `view`, `delegate` weakly as `delegate`.
    var summary: String {
        holders.map { holder in
            let name = holder.key == style.view.holder ? "the view" : "the " + holder.key
            var parts: [String] = []
            if !holder.implements.isEmpty { parts.append("conforms to " + holder.implements.map { "`" + $0 + "`" }.joined(separator: " and ")) }
            let links = holder.links.filter { $0.platformType == nil && !$0.targets.isEmpty }.map { link in
                link.targets.map { "`" + $0 + "`" }.joined(separator: " & ") + (link.isWeak ? " weakly" : "") + " as `" + link.property + "`"
            }
            if !links.isEmpty { parts.append("holds " + links.joined(separator: ", ")) }
            return name + " " + parts.joined(separator: " and ")
        }.joined(separator: "; ")
    }
}
