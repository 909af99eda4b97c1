import ArchGenSource
import ArchGenSpec

/// The styles of the project's own folders (archgen.yml's `styles: mvp:
/// {path: Styles/mvp}`) recognised from their manifests (`ManifestRecognition`),
/// beside the built-in ones, and the choice when several fit: the shape
/// explaining more of the module (more of its protocols and links placed)
/// wins; then the one whose names are more the style's (`{module}Presenter`);
/// then archgen.yml's default style; then the project's own style over a built-in one.
/// A style derived from a built-in one (`base: viper`) is recognised as its base.
package enum OwnStyleRecognition {
    /// The project's styles read from folders.
    static func ownStyles(in registry: StyleRegistry) -> [(definition: StyleDefinition, folder: String)] {
        registry.entries.compactMap { entry in
            guard case .folder(let folder) = entry.origin else { return nil }
            return (entry.definition, folder)
        }
    }

    /// The shape of `module` among `builtIn` (the built-in styles' recognition) and the project's own styles'.
    static func choose(builtIn: ModuleShape?, _ module: ReadModule, registry: StyleRegistry, defaultStyle: String?) -> ModuleShape? {
        let own = ownStyles(in: registry).compactMap { ManifestRecognition.recognise(module, style: $0.definition) }
        let candidates = (builtIn.map { [$0] } ?? []) + own
        func ranked(_ shape: ModuleShape) -> [Int] { rank(shape, registry: registry, defaultStyle: defaultStyle) }
        return candidates.max { ranked($0).lexicographicallyPrecedes(ranked($1)) }
    }

    /// What orders the shapes that fit: structure explained, names matched, the default style, the project's own.
    static func rank(_ shape: ModuleShape, registry: StyleRegistry, defaultStyle: String?) -> [Int] {
        let entry = registry.entry(named: shape.style)
        return [shape.protocols.count + shape.links.count,
                entry.map { ViperSRecognition.matches(shape, $0.definition) } ?? 0,
                shape.style == defaultStyle ? 1 : 0,
                entry?.isBuiltIn == false ? 1 : 0]
    }

    /// For a module no style fits, a note per style of the project's own saying what its manifest expects, then
    /// where the module comes closest to it (`ManifestMismatch`).
    static func notes(for module: ReadModule, registry: StyleRegistry) -> [Diagnostic] {
        ownStyles(in: registry).flatMap { style in
            let structure = ManifestStructure(style: style.definition)
            return [DeclarationPlace(path: module.sourcesFolder).note(
                "not of the project's style '\(style.definition.name)': no classes of the module hold each other as \(style.folder)/"
                    + "\(StyleManifestReader.fileName) says",
                hint: "in \(style.definition.name) (its protocols by their keys), \(structure.summary)")]
                + ManifestMismatch.notes(for: module, structure: structure)
        }
    }
}
