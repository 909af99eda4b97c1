import ArchGenSource
import ArchGenSpec

/// A team's conventions for one style, as archgen.yml's `styles: <style>:`
/// writes them, drawn at random from the style's definition alone (its
/// protocols, types, files, links and holders), so every style is varied
/// alike, a style folder of a project's own too: isolation, protocol, double,
/// type and file names (files in subfolders), each link's `property`,
/// `optional` (`?`, `!`, none) and `declared`, each holder's `input` and
/// `services` (`optional`, `declared`), and `keep`. Several modules share a
/// target, so every name keeps `{module}` or `{type}`.
struct TeamConventions: Equatable {
    /// The lines under `styles: <style>:`, indented by four spaces; none: archgen's own conventions.
    var lines: [String] = []

    var isEmpty: Bool { lines.isEmpty }

    static func random(for style: StyleDefinition, using random: inout SeededRandom) -> TeamConventions {
        var lines: [String] = []
        if random.chance(30) { lines.append("isolation: " + random.pick(["mainActor", "preconcurrency", "none"])) }
        let protocols = style.protocols.map(\.key).filter { _ in random.chance(30) }
        if !protocols.isEmpty {
            lines.append("protocols: " + flow(protocols.map { ($0, quoted("{module}" + Casing.upperFirst($0) + "Protocol")) }))
        }
        if random.chance(30) {
            lines.append("doubles: " + flow([("spy", quoted(random.pick(["Mock{protocol}", "{protocol}Double", "{protocol}Fake"]))),
                                            ("mock", quoted(random.pick(["{service}Stub", "Fake{service}", "{service}Double"])))]))
        }
        let types = style.types.map(\.key).filter { _ in random.chance(25) }
        if !types.isEmpty {
            lines.append("actors: " + flow(types.map { ($0, quoted("{module}Team" + Casing.upperFirst($0))) }))
        }
        let naming = StyleNaming(style: style, module: "Module")
        let files = StyleNaming.fileKinds(of: style).filter { _ in random.chance(25) }.map { kind in
            let name = naming.typeName(ofFile: kind.name) == nil ? "{module}" + kind.name : "{type}"
            return (kind.key, quoted(kind.name + "Files/" + name + ".swift"))
        }
        if !files.isEmpty { lines.append("files: " + flow(files)) }
        let wiring = style.links.compactMap { link($0, random: &random) } + style.holdingKeys.compactMap { holding($0, random: &random) }
        if !wiring.isEmpty { lines += ["wiring:"] + wiring.map { "  " + $0 } }
        let keepable = style.protocols.map(\.key).filter { key in style.lists.contains { $0.protocolKey == key } }
        let kept = keepable.filter { _ in random.chance(25) }
        if !kept.isEmpty { lines.append("keep: [" + kept.joined(separator: ", ") + "]") }
        return TeamConventions(lines: lines.map { "    " + $0 })
    }

    /// `holder.property: {property: ..., optional: ..., declared: ...}`, or nil to keep archgen's.
    private static func link(_ link: StyleLink, random: inout SeededRandom) -> String? {
        guard random.chance(40) else { return nil }
        var values: [(String, String)] = []
        if random.chance(30) { values.append(("property", link.property + "Ref")) }
        if !link.isWeak, random.chance(70) { values.append(("optional", random.pick([quoted("?"), quoted("!"), "none"]))) }
        if random.chance(40) { values.append(("declared", random.pick(["true", "false"]))) }
        return values.isEmpty ? nil : link.key + ": " + flow(values)
    }

    /// `holder.input` or `holder.services: {optional: ..., declared: ...}`, or nil to keep archgen's.
    private static func holding(_ key: String, random: inout SeededRandom) -> String? {
        guard random.chance(50) else { return nil }
        var values = [("optional", random.pick([quoted("?"), quoted("!"), "none"]))]
        if random.chance(50) { values.append(("declared", random.pick(["true", "false"]))) }
        return key + ": " + flow(values)
    }

    private static func flow(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}"
    }

    private static func quoted(_ text: String) -> String { "\"" + text + "\"" }
}
