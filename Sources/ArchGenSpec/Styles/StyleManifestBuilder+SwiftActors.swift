import ArchGenSource

/// Where a Swift actor (`isolation: actor`) cannot be: what the view calls
/// or observes, what holds the assembly, what holds links. The view calls its
/// protocols synchronously on the main actor, the entry point creates the
/// module synchronously, and an actor's link back to the main actor would
/// be set from outside it, which an actor's isolation forbids.
extension StyleManifestBuilder {
    mutating func checkSwiftActors(_ style: StyleDefinition, place: (String) -> SourceLocation) {
        let viewHolds = Set(style.view.implements + style.view.links.flatMap(\.targets))
        for key in style.protocols.map(\.key) where viewHolds.contains(key) && style.protocol(key)?.isolation == .actor {
            error("'\(key)' is a Swift actor's, but the view \(style.view.implements.contains(key) ? "implements" : "calls") it",
                  at: places["isolation:protocol:" + key] ?? style.protocol(key)?.location ?? place("view"),
                  hint: "the view calls its protocols synchronously on the main actor: make an actor the presenter calls a Swift actor")
        }
        let viewReaches = Set(style.view.observed.values).union(style.assembly.returns).union([style.assembly.holder])
        for actor in style.actors where actor.isolation == .actor {
            let at = places["isolation:actor:" + actor.key] ?? place("actor:" + actor.key)
            if viewReaches.contains(actor.key) {
                error("'\(actor.key)' is a Swift actor, but the \(actor.key == style.assembly.holder ? "assembly is in it" : "view holds it")",
                      at: at, hint: "the entry point and the view use it synchronously on the main actor: make an actor the presenter calls a Swift actor")
            }
            for (name, holding) in [("input", actor.input), ("services", actor.services)] where holding.map({ $0.optionality != .nonOptional }) ?? false {
                error("'\(actor.key)' is a Swift actor, but its \(name) would be set after 'init'", at: at,
                      hint: "write '\(name): {optional: none}': nothing outside an actor sets its properties")
            }
            for link in actor.links {
                error("'\(actor.key)' is a Swift actor, but holds the link '\(link.key)'", at: at,
                      hint: "an actor keeps only its services and input here: let an actor on the main actor hold '\(link.property)', or write 'isolation: nonisolated'")
            }
        }
    }
}
