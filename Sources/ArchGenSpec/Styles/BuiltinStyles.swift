/// archgen's own styles: every `Templates/<style>/style.yml` of the package,
/// compiled in by the `EmbedTemplates` plugin (as `BuiltinStyleManifests`,
/// with each folder's `reference.md` as `BuiltinStyleReferences`), so adding
/// an architecture is adding a folder. Read once, when first asked for.
public enum BuiltinStyles {
    /// Every built-in style by name, in the order `names` gives.
    public static let definitions: [String: StyleDefinition] = {
        var definitions: [String: StyleDefinition] = [:]
        for (key, text) in BuiltinStyleManifests.texts {
            let parts = key.split(separator: "/")
            guard parts.count == 2, parts[1] == "style" else { continue }
            let name = String(parts[0])
            let result = StyleManifestReader().read(
                SourceText(path: "Templates/\(key).yml", text: text), name: name,
                reference: BuiltinStyleReferences.texts[name + "/reference"])
            guard let definition = result.definition else {
                // A built-in manifest is part of archgen: `BuiltinStylesTests` reads every one.
                preconditionFailure(DiagnosticRenderer().render(result.errors))
            }
            definitions[name] = definition
        }
        return definitions
    }()

    /// The built-in styles' names: VIPER's family first, as archgen's reference orders them, then any other by name.
    public static var names: [String] {
        let leading = ["viper", "viper-s", "vip", "mvvm"]
        return definitions.keys.sorted {
            (leading.firstIndex(of: $0) ?? leading.count, $0) < (leading.firstIndex(of: $1) ?? leading.count, $1)
        }
    }

    /// The built-in style `name`, if there is one.
    public static func definition(_ name: String) -> StyleDefinition? { definitions[name] }

    /// The text of built-in style `name`'s manifest and of its reference, as
    /// `Templates/<name>/` holds them (what `templates export --style` writes).
    public static func folderTexts(_ name: String) -> [(file: String, text: String)] {
        [("style.yml", BuiltinStyleManifests.texts[name + "/style"]), ("reference.md", BuiltinStyleReferences.texts[name + "/reference"])]
            .compactMap { file, text in text.map { (file, $0) } }
    }
}
