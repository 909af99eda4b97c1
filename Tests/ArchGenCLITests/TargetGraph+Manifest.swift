@testable import ArchGenPackage

extension TargetGraph {
    /// The targets a manifest spells out (`.target`, `.executableTarget`,
    /// `.testTarget`, `.plugin`...), read by archgen's own manifest reader
    /// (`ManifestStructure`, no compiler), each with the string literals of
    /// its `dependencies:` and `plugins:` lists. A product's `.plugin` is not a
    /// target. (archgen has no package dependencies, so every name is a target's.)
    init(manifest text: String) throws {
        let structure = try ManifestStructure(try ManifestText(text))
        for target in structure.declaredTargets {
            guard let open = structure.enclosingBracket(of: target.nameToken) else { continue }
            let arguments = structure.arguments(ofCallAt: open)
            func names(_ label: String) -> Set<String> {
                guard let list = arguments.first(where: { $0.label == label })?.value else { return [] }
                return Set(list.compactMap { structure.stringLiteral(at: $0) })
            }
            add(target.name, dependencies: names("dependencies"), plugins: names("plugins"))
        }
    }
}
