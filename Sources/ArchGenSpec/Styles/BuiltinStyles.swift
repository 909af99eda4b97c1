import ArchGenSource

/// archgen's own styles: every `Templates/<style>/style.yml` of the package,
/// compiled in by the `EmbedTemplates` plugin (as `BuiltinStyleManifests`,
/// with each folder's `reference.md` as `BuiltinStyleReferences`), so adding
/// an architecture is adding a folder. Read once, when first asked for.
package enum BuiltinStyles {
    /// The built-in styles' names: VIPER's family first, as archgen's reference
    /// orders them, then any other by name. Read off the embedded manifests'
    /// names: no manifest is read for them.
    package static let names: [String] = {
        let leading = ["viper", "viper-s", "vip", "mvvm"]
        let names = BuiltinStyleManifests.texts.keys.compactMap { key -> String? in
            let parts = key.split(separator: "/")
            return parts.count == 2 && parts[1] == "style" ? String(parts[0]) : nil
        }
        return names.sorted {
            (leading.firstIndex(of: $0) ?? leading.count, $0) < (leading.firstIndex(of: $1) ?? leading.count, $1)
        }
    }()

    /// The built-in style `name`, if there is one: its manifest is read the
    /// first time it is asked for (a run reads only the styles its specs name).
    package static func definition(_ name: String) -> StyleDefinition? {
        guard names.contains(name) else { return nil }
        return cache.value(for: name) { read(name) }
    }

    private static let cache = OnceCache<String, StyleDefinition>()

    private static func read(_ name: String) -> StyleDefinition {
        let key = name + "/style"
        let result = StyleManifestReader().read(
            SourceText(path: "Templates/\(key).yml", text: BuiltinStyleManifests.texts[key] ?? ""), name: name,
            reference: BuiltinStyleReferences.texts[name + "/reference"])
        guard let definition = result.definition else {
            // A built-in manifest is part of archgen: `BuiltinStylesTests` reads every one.
            preconditionFailure(DiagnosticRenderer().render(result.errors))
        }
        return definition
    }

    /// The text of built-in style `name`'s manifest and of its reference, as
    /// `Templates/<name>/` holds them (what `templates export --style` writes).
    package static func folderTexts(_ name: String) -> [(file: String, text: String)] {
        [("style.yml", BuiltinStyleManifests.texts[name + "/style"]), ("reference.md", BuiltinStyleReferences.texts[name + "/reference"])]
            .compactMap { file, text in text.map { (file, $0) } }
    }
}
