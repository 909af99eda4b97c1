/// archgen.yml's `styles:`: each style's conventions (isolation, the names
/// of its protocols, types, files and test doubles), checked where they are written.
extension ProjectSettingsBuilder {
    static let styleKeys = ["isolation", "protocols", "doubles", "actors", "files", "wiring"]

    /// `styles:` — a mapping from a style's name to its conventions.
    mutating func styles(_ pair: YAMLPair?, sharedServices: Bool) -> [Style: StyleSettings] {
        guard let entries = mapping(pair) else { return [:] }
        var styles: [Style: StyleSettings] = [:]
        var mocks: [YAMLNode] = []
        for entry in entries {
            guard let style = Style(rawValue: entry.key) else {
                let names = Style.allCases.map(\.rawValue)
                error("unknown style '\(entry.key)'", at: entry.keyLocation,
                      hint: NearMiss.hint(for: entry.key, in: names) ?? "use one of: \(names.joined(separator: ", "))")
                continue
            }
            guard let settings = mapping(entry) else { continue }
            let values = settingPairs(settings, keys: Self.styleKeys)
            var names = NamePatterns()
            protocolPatterns(values["protocols"], style: style, into: &names)
            names.actors = actorPatterns(values["actors"], style: style)
            names.files = filePatterns(values["files"], style: style)
            let wiring = wiringSettings(values["wiring"], style: style)
            if let doubles = mapping(values["doubles"]) {
                let patterns = settingPairs(doubles, keys: Self.doublesKeys)
                names.spy = doublePattern(patterns["spy"], placeholder: NamePatterns.protocolPlaceholder, sample: "ModuleView")
                names.mock = doublePattern(patterns["mock"], placeholder: NamePatterns.servicePlaceholder, sample: "Service")
                if names.mock != nil, let node = patterns["mock"]?.value { mocks.append(node) }
            }
            checkClashes(of: names, style: style, values: values)
            checkFileClashes(of: names, style: style, values: values)
            styles[style] = StyleSettings(isolation: choice(values["isolation"], as: Isolation.self), names: names, wiring: wiring)
        }
        // A shared service has one mock, used by the modules of every style.
        let mockPatterns = Set(Style.allCases.map { styles[$0]?.names.mock ?? NamePatterns.servicePlaceholder + "Mock" })
        if sharedServices, mockPatterns.count > 1, let node = mocks.first {
            error("a shared service's mock is named once, for the modules of every style", at: node.location,
                  hint: "set this 'mock' under each of " + Style.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))
        }
        return styles
    }

    /// `protocols:` — a pattern with `{module}` per role.
}
