import ArchGenSource

/// archgen.yml's `styles:`: each style's conventions (isolation, the names
/// of its protocols, types, files and test doubles), checked where they are written.
extension ProjectSettingsBuilder {
    static let styleKeys = ["isolation", "protocols", "doubles", "actors", "files", "wiring", "keep", "entryPoint"]

    /// `styles:` — a mapping from a style's name to its conventions: a
    /// built-in style's, or a style of the project's own (`+OwnStyles`),
    /// derived from a built-in one (`base:`, `templates:`) or read from a
    /// folder (`path:`). The registry of every style the project's specs can name.
    mutating func styles(_ pair: YAMLPair?, sharedServices: Bool) -> StyleRegistry {
        var registry = builtInStyles
        guard let entries = mapping(pair) else { return registry }
        var mocks: [YAMLNode] = []
        for entry in entries {
            guard let builtIn = builtInStyles.entry(named: entry.key) else {
                if let own = ownStyle(entry, siblings: entries, mocks: &mocks) { registry.entries.append(own) }
                continue
            }
            guard let settings = mapping(entry) else { continue }
            rejectOwnStyleKeys(in: settings, of: builtIn.definition)
            let known = settings.filter { !Self.ownStyleKeys.contains($0.key) && !refusedConvention($0, in: Self.refusedStyleKeys) }
            registry.setSettings(styleSettings(settingPairs(known, keys: Self.styleKeys),
                                               style: builtIn.definition, mocks: &mocks), for: entry.key)
        }
        // A shared service has one mock, used by the modules of every style.
        let mockPatterns = Set(registry.entries.map { $0.settings.names.mock ?? $0.definition.mockPattern })
        if sharedServices, mockPatterns.count > 1, let node = mocks.first {
            error("a shared service's mock is named once, for the modules of every style", at: node.location,
                  hint: "set this 'mock' under each of " + registry.names.map { "'\($0)'" }.joined(separator: ", "))
        }
        return registry
    }

    /// `keep: [routes]` — protocols of the style that lists fill, declared even when the spec leaves those lists out.
    mutating func keptProtocols(_ pair: YAMLPair?, style: StyleDefinition) -> [String] {
        guard let pair else { return [] }
        let items: [YAMLNode] = pair.value.scalar != nil ? [pair.value] : (sequence(pair) ?? [])
        let keys = style.protocols.map(\.key).filter { key in style.lists.contains { $0.protocolKey == key } }
        return items.compactMap { item in
            guard let key = item.scalar else {
                error("'keep' lists protocols, found \(item.kindName)", at: item.location, hint: "write 'keep: [routes]'")
                return nil
            }
            guard keys.contains(key) else {
                error("\(style.name) has no protocol '\(key)' a list fills", at: item.location,
                      hint: NearMiss.hint(for: key, in: keys) ?? "write one of " + keys.map { "'\($0)'" }.joined(separator: ", "))
                return nil
            }
            return key
        }
    }

    /// `doubles:` — the spy's and the mock's patterns, and where the mock's is written.
    mutating func doublePatterns(_ pair: YAMLPair?) -> (spy: String?, mock: String?, mockNode: YAMLNode?) {
        guard let doubles = mapping(pair) else { return (nil, nil, nil) }
        let patterns = settingPairs(doubles, keys: Self.doublesKeys)
        return (doublePattern(patterns["spy"], placeholder: NamePatterns.protocolPlaceholder, sample: "ModuleView"),
                doublePattern(patterns["mock"], placeholder: NamePatterns.servicePlaceholder, sample: "Service"),
                patterns["mock"]?.value)
    }

    /// One style's conventions, from its entry's known keys, for `style`'s protocols, types, files and links.
    mutating func styleSettings(_ values: [String: YAMLPair], style: StyleDefinition, mocks: inout [YAMLNode]) -> StyleSettings {
        var names = NamePatterns()
        names.protocols = protocolPatterns(values["protocols"], style: style)
        names.actors = actorPatterns(values["actors"], style: style)
        names.files = filePatterns(values["files"], style: style)
        let wiring = wiringSettings(values["wiring"], style: style)
        let doubles = doublePatterns(values["doubles"])
        (names.spy, names.mock) = (doubles.spy, doubles.mock)
        if names.mock != nil, let node = doubles.mockNode { mocks.append(node) }
        checkClashes(of: names, style: style, values: values)
        checkFileClashes(of: names, style: style, values: values)
        return StyleSettings(isolation: choice(values["isolation"], as: Isolation.self), names: names, wiring: wiring,
                             keep: keptProtocols(values["keep"], style: style),
                             entryPoint: choice(values["entryPoint"], as: EntryPointResult.self))
    }
}
