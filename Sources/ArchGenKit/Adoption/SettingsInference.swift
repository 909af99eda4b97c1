import ArchGenSource
import Foundation
import ArchGenSpec

/// The archgen.yml values that make archgen's contract and doubles the
/// team's for a recognised module: protocol and actor names, file paths,
/// each link's property, optionality and declaration, how services and input
/// are held, isolation. Every value is inferred, archgen's defaults included
/// (marked, so they are written only against another value).
enum SettingsInference {
    /// The values, and a note for each type sharing a file with another (archgen writes each to a file of its own).
    static func leaves(for shape: ModuleShape, style: StyleDefinition, contractPath: String) -> (leaves: [SettingLeaf], notes: [Diagnostic]) {
        let module = shape.module
        let name = module.name
        func pattern(_ text: String) -> String { text.replacingOccurrences(of: name, with: NamePatterns.modulePlaceholder) }
        let base = ["styles", shape.style]
        var leaves: [SettingLeaf] = []
        for (key, declaration) in shape.protocols.sorted(by: { $0.key < $1.key }) {
            let inferred = pattern(declaration.name)
            leaves.append(.init(base + ["protocols", key], SettingLeaf.scalar(inferred),
                                isDefault: inferred == style.protocol(key)?.namePattern, source: declaration.place))
        }
        var actorPatterns: [String: String] = [:]
        for (key, type) in shape.actors.sorted(by: { $0.key < $1.key }) {
            let inferred = pattern(type.name)
            actorPatterns[key] = inferred
            leaves.append(.init(base + ["actors", key], SettingLeaf.scalar(inferred), isDefault: inferred == style.type(key)?.namePattern,
                                source: type.place))
        }
        var notes: [Diagnostic] = []
        leaves += fileLeaves(shape, style: style, actors: actorPatterns, contractPath: contractPath, base: base, notes: &notes)
        leaves += WiringInference.leaves(for: shape, style: style, base: base + ["wiring"])
        leaves += DoublesInference.leaves(for: shape, style: style, base: base + ["doubles"])
        if let keep = kept(shape, style: style) { leaves.append(.init(base + ["keep"], keep.value, source: keep.source)) }
        if let isolation = isolation(of: shape) {
            leaves.append(.init(base + ["isolation"], isolation.value, source: isolation.source))
        }
        return (leaves, notes)
    }

    /// Where each of the team's files is, below the sources (or tests) folder, as archgen.yml's `files:` says it.
    private static func fileLeaves(
        _ shape: ModuleShape, style: StyleDefinition, actors: [String: String], contractPath: String, base: [String],
        notes: inout [Diagnostic]
    ) -> [SettingLeaf] {
        let module = shape.module
        let naming = StyleNaming(style: style, module: module.name, patterns: NamePatterns(actors: actors))
        // The contract is the style's first generated file of the sources (VIP's `protocols`); VIP's models follow.
        let contractKind = StyleNaming.fileKinds(of: style).first { $0.isGenerated && $0.folder == .sources }?.key ?? "contract"
        var found: [String: (path: String, source: DeclarationPlace)] = [contractKind: (contractPath, DeclarationPlace(path: contractPath))]
        if let models = shape.modelsPath { found["models"] = (models, DeclarationPlace(path: models)) }
        for (key, type) in shape.actors {
            let kind = style.type(key)?.kind ?? key
            found[StyleNaming.actorKey(kind)] = (type.path, type.place)
            let testCase = naming.actorName(kind) + "Tests"
            if let tests = module.testTypes.first(where: { $0.name == testCase }) {
                found[StyleNaming.actorKey(kind + "Tests")] = (tests.path, tests.place)
            }
        }
        var leaves: [SettingLeaf] = []
        var taken: [String: String] = [:]
        for kind in StyleNaming.fileKinds(of: style) {
            guard let (path, source) = found[kind.key] else { continue }
            if let other = taken[path] {
                notes.append(source.note(
                    "the \(kind.key) shares \(path) with the \(other); archgen writes each to a file of its own",
                    hint: "move it to a file of its own (archgen.yml's `files: \(kind.key):` then names it)"))
                continue
            }
            taken[path] = kind.key
            let folder = kind.folder == .tests ? module.testsFolder ?? "" : module.sourcesFolder
            guard path.hasPrefix(folder + "/") else { continue }
            let relative = String(path.dropFirst(folder.count + 1))
            let type = naming.typeName(ofFile: kind.name)
            var inferred = relative.replacingOccurrences(of: module.name, with: NamePatterns.modulePlaceholder)
            if let type, relative.contains(type) {
                inferred = relative.replacingOccurrences(of: type, with: NamePatterns.typePlaceholder)
            }
            leaves.append(.init(base + ["files", kind.key], SettingLeaf.scalar(inferred), isDefault: relative == naming.filePath(kind.name),
                                source: source))
        }
        return leaves
    }

    /// `keep:` for the team's protocols declared with no member of a list (DevCrew's `protocol NewsDetailInteractorOutPut {}`),
    /// which archgen drops when their lists are empty unless the style always declares them.
    private static func kept(_ shape: ModuleShape, style: StyleDefinition) -> (value: String, source: DeclarationPlace)? {
        let links = Set(shape.links.values.map(\.name))
        let empty = shape.protocols.filter { key, declaration in
            style.lists.contains { $0.protocolKey == key } && style.protocol(key).map { $0.keepReason == nil } ?? false
                && declaration.members.allSatisfy { links.contains($0.name) }
        }.sorted { $0.key < $1.key }
        guard let first = empty.first else { return nil }
        return ("[" + empty.map(\.key).joined(separator: ", ") + "]", first.value.place)
    }

    /// The isolation the module's protocols have: `mainActor`, `preconcurrency` or `none`.
    private static func isolation(of shape: ModuleShape) -> (value: String, source: DeclarationPlace)? {
        guard let view = shape.protocols["view"] ?? shape.protocols.values.first else { return nil }
        let attributes = view.attributes
        if attributes.contains("@preconcurrency"), attributes.contains("@MainActor") { return ("preconcurrency", view.place) }
        if attributes.contains("@MainActor") { return ("mainActor", view.place) }
        return ("none", view.place)
    }
}
