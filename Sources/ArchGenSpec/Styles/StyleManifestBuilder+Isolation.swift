import ArchGenSource

/// A manifest's `isolation:` of an actor or a protocol, and the check that
/// each conformance and each forwarded call stays within one isolation, so
/// the manifest, not the compiler, says when one would cross ("conformance
/// of 'SettingsUseCaseImpl' to protocol 'SettingsUseCase' crosses into
/// actor-isolated code").
extension StyleManifestBuilder {
    /// `isolation: nonisolated` (or `actor`, `mainActor`) under an actor or a protocol (`owner`).
    mutating func isolation(_ pair: YAMLPair?, of owner: String) -> StyleIsolation? {
        guard let pair else { return nil }
        places["isolation:" + owner] = pair.value.location
        return choice(pair, as: StyleIsolation.self)
    }

    /// Every actor is isolated as the protocols it implements; a nonisolated
    /// one forwards to no protocol on the main actor, a Swift actor to
    /// services and other actors' protocols only (`checkSwiftActors`).
    mutating func checkIsolation(_ style: StyleDefinition, place: (String) -> SourceLocation) {
        for actor in style.actors {
            let at = places["isolation:actor:" + actor.key] ?? place("actor:" + actor.key)
            for key in actor.implements {
                let declared = style.protocol(key)?.isolation
                guard declared != actor.isolation else { continue }
                error("'\(actor.key)' is \(StyleIsolation.described(actor.isolation)), but implements '\(key)', which is "
                      + StyleIsolation.described(declared), at: at,
                      hint: "give both the same 'isolation:': a conformance across isolations does not compile")
            }
            guard let isolation = actor.isolation, isolation != .mainActor else { continue }
            // A nonisolated actor may call nonisolated protocols; a Swift actor only other actors' (`Sendable`).
            let reachable: Set<StyleIsolation> = isolation == .actor ? [.actor] : [.nonisolated]
            for (key, forwarding) in actor.forwarding.sorted(by: { $0.key < $1.key }) {
                for target in forwarding.targets where target != StyleForwarding.services {
                    let targetIsolation = style.protocol(target)?.isolation
                    guard !reachable.contains(targetIsolation ?? .mainActor) else { continue }
                    error("'\(actor.key)' is \(StyleIsolation.described(isolation)), but forwards '\(key)' to '\(target)', which is "
                          + StyleIsolation.described(targetIsolation), at: at,
                          hint: isolation == .actor
                            ? "an actor calls only its services and other actors' protocols: write 'isolation: actor' under '\(target)', or leave it out of 'to'"
                            : "a nonisolated actor calls nothing on the main actor: write 'isolation: nonisolated' under '\(target)', or leave it out of 'to'")
                }
            }
        }
        checkSwiftActors(style, place: place)
    }

    /// No link takes a name its holder's template declares (`reserves:`).
    mutating func checkReservedNames(_ style: StyleDefinition, place: (String) -> SourceLocation) {
        for holder in style.holders {
            for link in holder.links where holder.reserved.contains(link.property) {
                error("'\(link.key)' is named like a property the \(link.holderTitle)'s template declares", at: place("link:" + link.key),
                      hint: "name the link otherwise: '\(link.property)' is in the \(link.holderTitle)'s 'reserves:'")
            }
        }
    }
}
