/// archgen.yml's styles of the project's own: `styles: teamViper: {base: viper, ...}`,
/// a built-in style's render model with the project's conventions and,
/// optionally, a folder of templates replacing the base's.
extension ProjectSettingsBuilder {
    /// The keys only a project's own style takes (beside `styleKeys`).
    static let ownStyleKeys = ["base", "templates"]

    /// An entry of `styles:` whose name is not a built-in style's; nil when it is invalid.
    /// `siblings` are every entry of `styles:`, for a `base:` naming one of them.
    mutating func ownStyle(_ entry: YAMLPair, siblings: [YAMLPair], mocks: inout [YAMLNode]) -> NamedStyle? {
        let builtIn = Style.allCases.map(\.rawValue)
        let settings = mapping(entry)
        let base = settings?.first { $0.key == "base" }
        if let twin = builtIn.first(where: { Self.folded($0) == Self.folded(entry.key) }) {
            error("'\(entry.key)' is named like the built-in style '\(twin)'", at: entry.keyLocation,
                  hint: base == nil ? "write '\(twin)' to set the built-in style's conventions"
                    : "name a style of the project's own apart from the built-ins, like 'team\(Casing.upperFirst(entry.key))'")
            return nil
        }
        guard Self.isStyleName(entry.key) else {
            error("'\(entry.key)' is not a style name", at: entry.keyLocation,
                  hint: "a style's name is a letter, then letters, digits, '-' or '_' (it is written as a spec's 'style:')")
            return nil
        }
        guard let settings else { return nil }
        guard let base else {
            let needsBase = "a style of the project's own needs 'base:' (\(builtIn.joined(separator: ", ")))"
            error("unknown style '\(entry.key)'", at: entry.keyLocation,
                  hint: NearMiss.hint(for: entry.key, in: builtIn).map { "\($0) Else \(needsBase)" } ?? needsBase)
            return nil
        }
        let values = settingPairs(settings, keys: Self.styleKeys + Self.ownStyleKeys)
        guard let baseName = scalar(base, what: "a built-in style's name"), let baseStyle = Style(rawValue: baseName) else {
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
        var named = NamedStyle(
            name: entry.key, base: baseStyle, settings: styleSettings(values, style: baseStyle, mocks: &mocks),
            location: entry.keyLocation)
        named.templates = values["templates"].flatMap { templatesFolder($0, exporting: baseStyle) }
        return named
    }

    /// A built-in style's entry with `base:` or `templates:`: errors saying where they belong.
    mutating func rejectOwnStyleKeys(in settings: [YAMLPair], of style: Style) {
        for pair in settings {
            switch pair.key {
            case "base":
                error("'\(style.rawValue)' is a built-in style; it has no 'base'", at: pair.keyLocation,
                      hint: "to derive a style of the project's own, name it apart from the built-ins, like 'teamViper'")
            case "templates":
                error("'\(style.rawValue)' is a built-in style; its templates are archgen.yml's 'templates:' folder",
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
