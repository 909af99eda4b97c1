import ArchGenSpec

/// The styles of the project's own that `init` finds: each folder below the
/// current one that holds a style's manifest (`Styles/mvp/style.yml`, as
/// `archgen templates export --style viper Styles/mvp` writes one) and that
/// archgen.yml can name as it is (`mvp: {path: Styles/mvp}`), by the
/// folder's name. The archgen.yml `init` writes declares them, so a team's
/// style folder copied into a new project is one of its styles at once.
extension CommandContext {
    /// A style folder `init` declares: its name, its path from the current folder, and the style it holds.
    struct StyleFolder {
        var name: String
        var path: String
        var entry: StyleRegistry.Entry
    }

    /// The style folders below the current one that load as archgen.yml
    /// would read them (a valid name, not a built-in's, a valid manifest), in
    /// path order; of two folders of one name, the first.
    func styleFolders() -> [StyleFolder] {
        let loader = settingsLoader(at: ProjectSettingsLoader.fileName)
        var found: [StyleFolder] = []
        for manifest in system.findFiles(".", StyleManifestReader.fileName).sorted()
        where manifest.hasSuffix("/" + StyleManifestReader.fileName) {
            let path = String(manifest.dropLast(StyleManifestReader.fileName.count + 1))
            let name = String(path.split(separator: "/").last ?? "")
            guard !found.contains(where: { $0.name == name }), path.allSatisfy(Self.isPlainPathCharacter) else { continue }
            // As the settings template declares it.
            let probe = loader.load(bytes: Array("styles:\n  \(name): {path: \(path)}\n".utf8), path: ProjectSettingsLoader.fileName)
            guard probe.errors.isEmpty, let entry = probe.settings?.defaults.styles.entry(named: name) else { continue }
            found.append(StyleFolder(name: name, path: path, entry: entry))
        }
        return found
    }

    /// A character a path keeps as a plain YAML scalar in `{path: ...}`.
    private static func isPlainPathCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "_-./".contains(character))
    }
}
