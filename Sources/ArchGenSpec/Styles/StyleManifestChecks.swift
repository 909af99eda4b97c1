import ArchGenSource

/// The checks across a manifest's parts, once each part reads well: every
/// name it uses is one it declares, each protocol is implemented once, the
/// assembly creates every actor a link reaches, and every tested actor has its file.
extension StyleManifestBuilder {
    mutating func check(_ style: StyleDefinition) {
        let known = places
        let place: (String) -> SourceLocation = { known[$0] ?? SourceLocation(line: 1, column: 1) }
        let typeKeys = style.types.map(\.key)
        var implementers: [String: String] = [:]
        for holder in style.holders {
            for key in holder.implements {
                if let other = implementers[key], other != holder.key {
                    error("'\(key)' is implemented by both '\(other)' and '\(holder.key)'", at: place("actor:" + holder.key),
                          hint: "each protocol has one implementation in a module")
                }
                implementers[key] = implementers[key] ?? holder.key
            }
            var properties: Set<String> = []
            for link in holder.links where !properties.insert(link.property).inserted {
                error("'\(holder.key)' has two links named '\(link.property)'", at: place("link:" + link.key),
                      hint: "give each of its links a property of its own")
            }
            for (key, forwarding) in holder.forwarding {
                for target in forwarding.targets where target != StyleForwarding.services
                    && !holder.links.contains(where: { $0.targets.contains(target) }) {
                    error("'\(holder.key)' forwards '\(key)' to '\(target)', which it holds no link to", at: place("actor:" + holder.key),
                          hint: "add a link to '\(target)', or leave it out of 'to'")
                }
                if forwarding.targets.contains(StyleForwarding.services), holder.services == nil {
                    error("'\(holder.key)' forwards '\(key)' to its services, but holds none", at: place("actor:" + holder.key),
                          hint: "write 'services: true' under '\(holder.key)'")
                }
            }
        }
        for actor in style.actors where !typeKeys.contains(actor.typeKey) {
            error("no type '\(actor.typeKey)' for the actor '\(actor.key)'", at: place("actor:" + actor.key),
                  hint: "name it under 'types:': '\(actor.typeKey): \"{module}\(Casing.upperFirst(actor.typeKey))\"'")
        }
        for type in Array(style.view.types.values) + (style.view.screen.map { [$0] } ?? []) where !typeKeys.contains(type) {
            error("no type '\(type)' for the view", at: place("view"), hint: "name it under 'types:'")
        }
        for (platform, actor) in style.view.observed.sorted(by: { $0.key.rawValue < $1.key.rawValue })
        where !style.assembly.returns.contains(actor) {
            error("the \(platform.rawValue) screen observes '\(actor)', which the assembly does not return",
                  at: place("observes:" + platform.rawValue), hint: "observe an actor the assembly returns: '\(style.assembly.returns.joined(separator: "', '"))'")
        }
        // The input may be kept by several actors (each is given it); the services by one, which the others ask.
        let servicesHolders = style.actors.filter { $0.services != nil }.count
        if servicesHolders > 1 {
            error("\(servicesHolders) actors hold the services", at: place("actors"),
                  hint: "one actor keeps the services: the assembly gives them there, and the others ask it")
        }
        checkIsolation(style, place: place)
        checkReservedNames(style, place: place)
        checkAssembly(style, implementers: implementers, place: place)
        checkFiles(style, place: place)
        if let useCases = style.useCases {
            for role in useCases.request + [useCases.response, useCases.viewModel].compactMap({ $0 }) where style.list(role) == nil {
                error("use cases go into '\(role.key)', a list the style does not take", at: place("useCases"),
                      hint: "add '\(role.key)' to 'lists:', or leave 'useCases:' out")
            }
        }
    }

    private mutating func checkAssembly(
        _ style: StyleDefinition, implementers: [String: String], place: (String) -> SourceLocation
    ) {
        let assembly = style.assembly, actorKeys = style.actors.map(\.key)
        if !actorKeys.contains(assembly.holder) {
            error("the assembly is in '\(assembly.holder)', which is neither an actor nor a type", at: place("assembly"),
                  hint: NearMiss.hint(for: assembly.holder, in: actorKeys + style.types.map(\.key)) ?? "name one of 'actors:', or a type of 'types:'")
        }
        for key in assembly.creates where !actorKeys.contains(key) {
            error("the assembly creates '\(key)', which is not an actor", at: place("assembly"), hint: NearMiss.hint(for: key, in: actorKeys))
        }
        for key in assembly.returns where !assembly.creates.contains(key) {
            error("the assembly returns '\(key)', which it does not create", at: place("assembly"), hint: "add it to 'creates'")
        }
        if assembly.returns.isEmpty {
            error("the assembly returns nothing", at: place("assembly"), hint: "write 'returns: <an actor it creates>'")
        } else if assembly.returns.count > 1, assembly.returnName == nil {
            error("the assembly returns \(assembly.returns.count) actors but names no tuple", at: place("assembly"),
                  hint: "write 'returnName: scene': the local the entry point keeps them in")
        }
        // Every actor a link reaches is created, so the assembly can set the link.
        for link in style.links {
            for target in link.targets {
                guard let actor = implementers[target], actor != style.view.holder, !assembly.creates.contains(actor) else { continue }
                error("'\(link.key)' reaches '\(actor)', which the assembly does not create", at: place("link:" + link.key),
                      hint: "add '\(actor)' to the assembly's 'creates'")
            }
        }
        // The view's links that its protocol does not declare are set by the entry point, from what the assembly returns.
        for link in style.view.links where link.declaredIn == nil {
            for target in link.targets {
                guard let actor = implementers[target], !assembly.returns.contains(actor) else { continue }
                error("'\(link.key)' reaches '\(actor)', which the assembly does not return", at: place("link:" + link.key),
                      hint: "return '\(actor)', or declare the link in the view's protocol ('declared: true')")
            }
        }
    }

    private mutating func checkFiles(_ style: StyleDefinition, place: (String) -> SourceLocation) {
        let kinds = Set(style.files.map(\.kind))
        for kind in kinds where style.files.filter({ $0.kind == kind }).count > 1 {
            error("two files of kind '\(kind)'", at: place("file:" + kind), hint: "each kind of file is written once")
        }
        let tested = (style.actors.filter(\.isTested).map(\.typeKey) + [style.actor(style.assembly.holder)?.typeKey].compactMap { $0 })
            .removingRepeats()
        for typeKey in tested where !kinds.contains(Casing.upperFirst(typeKey) + "Tests") {
            error("no file for the tests of '\(typeKey)'", at: place("files"),
                  hint: "add '{kind: \(Casing.upperFirst(typeKey))Tests, tests: true}'")
        }
    }
}
