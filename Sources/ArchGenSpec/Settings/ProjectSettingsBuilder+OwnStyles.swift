import ArchGenSource

/// archgen.yml's styles of the project's own: `styles: teamViper: {base: viper, ...}`,
/// a built-in style with the project's conventions and, optionally, a folder
/// of templates replacing the base's; or `styles: mvp: {path: Styles/mvp}`,
/// an architecture of the project's own, read from its folder's manifest
/// (`style.yml`) and rendered with its templates.
extension ProjectSettingsBuilder {
    /// The keys only a project's own style takes (beside `styleKeys`).
    static let ownStyleKeys = ["base", "templates", "path"]

    /// An entry of `styles:` whose name is not a built-in style's; nil when it is invalid.
    /// `siblings` are every entry of `styles:`, for a `base:` naming one of them.
    mutating func ownStyle(_ entry: YAMLPair, siblings: [YAMLPair], mocks: inout [YAMLNode]) -> StyleRegistry.Entry? {
        let builtIn = builtInStyles.names
        let settings = mapping(entry)
        let base = settings?.first { $0.key == "base" }, path = settings?.first { $0.key == "path" }
        if let twin = builtIn.first(where: { Self.folded($0) == Self.folded(entry.key) }) {
            error("'\(entry.key)' is named like the built-in style '\(twin)'", at: entry.keyLocation,
                  hint: base == nil && path == nil ? "write '\(twin)' to set the built-in style's conventions"
                    : "name a style of the project's own apart from the built-ins, like 'team\(Casing.upperFirst(entry.key))'")
            return nil
        }
        guard Self.isStyleName(entry.key) else {
            error("'\(entry.key)' is not a style name", at: entry.keyLocation,
                  hint: "a style's name is a letter, then letters, digits, '-' or '_' (it is written as a spec's 'style:')")
            return nil
        }
        guard let settings else { return nil }
        let known = settings.filter { !refusedConvention($0, in: Self.refusedStyleKeys) }
        let values = settingPairs(known, keys: Self.styleKeys + Self.ownStyleKeys)
        if let path, base != nil {
            error("'\(entry.key)' has both 'base' and 'path'", at: path.keyLocation,
                  hint: "'base' derives a style from a built-in one; 'path' reads one from its folder: keep one")
            return nil
        }
        if let path { return folderStyle(entry, path: path, values: values, mocks: &mocks) }
        guard let base else {
            let needsBase = "a style of the project's own needs 'base:' (\(builtIn.joined(separator: ", "))) or 'path:' (its folder)"
            error("unknown style '\(entry.key)'", at: entry.keyLocation,
                  hint: NearMiss.hint(for: entry.key, in: builtIn).map { "\($0) Else \(needsBase)" } ?? needsBase)
            return nil
        }
        guard let baseName = scalar(base, what: "a built-in style's name"), let baseStyle = builtInStyles.entry(named: baseName)
        else {
            // What does not depend on the base is checked all the same.
            _ = choice(values["isolation"], as: Isolation.self)
            _ = doublePatterns(values["doubles"])
            guard let baseName = base.value.scalar else { return nil }
            let derivesFromBuiltIn = "a style derives from a built-in one: \(builtIn.joined(separator: ", "))"
            if siblings.contains(where: { $0.key == baseName }) {
                error("'\(baseName)' is a style of this project, not a built-in one", at: valueLocation(base),
                      hint: derivesFromBuiltIn + " (write its base, and repeat the settings this style shares with it)")
            } else {
                error("unknown base style '\(baseName)'", at: valueLocation(base),
                      hint: NearMiss.hint(for: baseName, in: builtIn) ?? derivesFromBuiltIn)
            }
            return nil
        }
        var definition = baseStyle.definition
        definition.name = entry.key
        return StyleRegistry.Entry(
            definition: definition, settings: styleSettings(values, style: definition, mocks: &mocks),
            templates: values["templates"].flatMap { templatesFolder($0, exporting: baseName) },
            origin: .derived(base: baseName), location: entry.keyLocation)
    }

    /// `path: Styles/mvp`: the style its folder's manifest describes, with the project's conventions over it.
    private mutating func folderStyle(
        _ entry: YAMLPair, path: YAMLPair, values: [String: YAMLPair], mocks: inout [YAMLNode]
    ) -> StyleRegistry.Entry? {
        if let templates = values["templates"] {
            error("'\(entry.key)' reads its templates from its folder", at: templates.keyLocation,
                  hint: "leave 'templates' out: the templates of a style with 'path' are in that folder")
        }
        guard let folder = folder(path.value, what: "'path'") else { return nil }
        let manifestPath = folder + "/" + StyleManifestReader.fileName
        guard folderExists(folder), let bytes = readFile(manifestPath) else {
            error("no style manifest at '\(manifestPath)'", at: path.value.location,
                  hint: "a style's folder holds its 'style.yml' and templates; 'archgen templates export --style viper \(folder)' "
                    + "writes a built-in one there to start from")
            return nil
        }
        let reference = readFile(folder + "/" + StyleManifestReader.referenceFileName).map { String(decoding: $0, as: UTF8.self) }
        let result = StyleManifestReader().read(bytes: bytes, path: manifestPath, name: entry.key, reference: reference)
        guard var definition = result.definition else {
            manifestErrors += result.errors
            error("the manifest of '\(entry.key)' is not valid", at: path.value.location, hint: "its errors are listed with its path")
            return nil
        }
        definition.name = entry.key
        return StyleRegistry.Entry(
            definition: definition, settings: styleSettings(values, style: definition, mocks: &mocks), templates: folder,
            origin: .folder(folder), location: entry.keyLocation)
    }

    /// A built-in style's entry with `base:`, `path:` or `templates:`: errors saying where they belong.
    mutating func rejectOwnStyleKeys(in settings: [YAMLPair], of style: StyleDefinition) {
        for pair in settings {
            switch pair.key {
            case "base", "path":
                error("'\(style.name)' is a built-in style; it has no '\(pair.key)'", at: pair.keyLocation,
                      hint: "to \(pair.key == "base" ? "derive" : "read") a style of the project's own, name it apart from the built-ins, "
                        + "like 'teamViper'")
            case "templates":
                error("'\(style.name)' is a built-in style; its templates are archgen.yml's 'templates:' folder",
                      at: pair.keyLocation, hint: "move this folder to archgen.yml's top-level 'templates:', or give it to a style of your own")
            default: continue
            }
        }
    }

    /// `teamViper`, `team-viper`, `TeamVIP2`: a letter, then letters, digits, `-` or `_`.
    static func isStyleName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
    }

    /// Lowercased letters and digits: `ViperS` and `viper-s` fold alike.
    private static func folded(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
    }
}
