/// A package's targets, each with the targets it depends on and the build
/// plugins it uses: as Package.swift declares them (`TargetGraph+Manifest`)
/// or as CONTRIBUTING.md's diagram draws them (`TargetGraph+Mermaid`), so
/// `ContributingGuideTests` can say where the two differ.
struct TargetGraph: Equatable {
    struct Edges: Equatable {
        /// `dependencies:`, drawn `A --> B`.
        var dependencies: Set<String> = []
        /// `plugins:`, drawn `A -.-> B`.
        var plugins: Set<String> = []
    }

    /// Every target by name.
    private(set) var targets: [String: Edges] = [:]

    /// Adds `target` (once), with more of what it depends on and uses.
    mutating func add(_ target: String, dependencies: Set<String> = [], plugins: Set<String> = []) {
        targets[target, default: Edges()].dependencies.formUnion(dependencies)
        targets[target, default: Edges()].plugins.formUnion(plugins)
    }

    /// Where this graph, a diagram, says otherwise than `manifest`, the
    /// package's own: a target or an arrow missing or extra, one line each, in
    /// order of target names.
    func differences(from manifest: TargetGraph) -> [String] {
        var lines: [String] = []
        for name in Set(targets.keys).union(manifest.targets.keys).sorted() {
            guard let declared = manifest.targets[name] else {
                lines.append("the diagram has a target '\(name)' that Package.swift does not declare")
                continue
            }
            let drawn = targets[name]
            if drawn == nil { lines.append("the diagram lacks the target '\(name)' (Package.swift declares it)") }
            lines += Self.differences(of: name, arrow: "-->", drawn: drawn?.dependencies ?? [], declared: declared.dependencies,
                                      meaning: "depends on")
            lines += Self.differences(of: name, arrow: "-.->", drawn: drawn?.plugins ?? [], declared: declared.plugins,
                                      meaning: "uses the plugin")
        }
        return lines
    }

    private static func differences(
        of name: String, arrow: String, drawn: Set<String>, declared: Set<String>, meaning: String
    ) -> [String] {
        declared.subtracting(drawn).sorted().map { "the diagram lacks \(name) \(arrow) \($0) (in Package.swift, '\(name)' \(meaning) '\($0)')" }
            + drawn.subtracting(declared).sorted().map { "the diagram has \(name) \(arrow) \($0), which Package.swift does not declare" }
    }
}
