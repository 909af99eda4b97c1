import ArchGenSource
import ArchGenSpec

/// Why a module fits no placement of a style's manifest, said where the
/// module comes closest: for each actor every module of the style has (MVP's
/// presenter), the class of the module most like it (conforming to one of the
/// module's protocols, holding the most of them), and each link the manifest
/// gives it that the class does not hold as said: a property holding a
/// protocol of the module strongly where the link is weak (or the reverse) is
/// noted at its line; a link held by no property, at the class.
enum ManifestMismatch {
    static func notes(for module: ReadModule, structure: ManifestStructure) -> [Diagnostic] {
        let style = structure.style.name
        var notes: [Diagnostic] = []
        for holder in structure.holders where !structure.mayLack(holder) {
            let candidates = module.types.filter { !$0.isProtocol && !module.ownProtocols(of: $0).isEmpty }
            guard let closest = candidates.max(by: { module.moduleLinks(of: $0).count < module.moduleLinks(of: $1).count }) else {
                notes.append(DeclarationPlace(path: module.sourcesFolder).note(
                    "no class of the module conforms to one of its protocols, as \(style)'s \(holder.key) does (`\(holder.implements.first ?? "")`)",
                    hint: "declare the \(holder.key)'s protocol in the module, and a class conforming to it"))
                continue
            }
            let links = holder.links.filter { $0.platformType == nil && !$0.targets.isEmpty && !structure.mayLack($0.targets[0]) }
            var used: Set<String> = []
            var missing: [StyleLink] = []
            for link in links {
                let held = module.moduleLinks(of: closest).filter { !used.contains($0.location) }
                if let property = held.first(where: { $0.isWeak == link.isWeak }) {
                    used.insert(property.location)
                } else if let property = held.first {
                    used.insert(property.location)
                    notes.append(property.place.note(
                        "`\(property.name)` holds \(property.heldTypeName ?? "") \(strength(property.isWeak)); \(style)'s \(holder.key) holds "
                            + "`\(link.targets[0])` \(strength(link.isWeak)) (`\(link.key)`)",
                        hint: link.isWeak ? "declare it `weak var`: another part of the module keeps it"
                            : "declare it without `weak`: the \(holder.key) keeps it"))
                } else {
                    missing.append(link)
                }
            }
            if !missing.isEmpty {
                let named = missing.map { "`\($0.property)` to `\($0.targets[0])`" + ($0.isWeak ? " (weak)" : "") }
                notes.append(closest.place.note(
                    "\(closest.name), the closest to \(style)'s \(holder.key), holds none of the module's protocols as its "
                        + named.joined(separator: ", "),
                    hint: "give it a stored property of the module's protocol for each, `weak` where the link is"))
            }
        }
        return notes
    }

    private static func strength(_ isWeak: Bool) -> String { isWeak ? "weakly" : "strongly" }
}
