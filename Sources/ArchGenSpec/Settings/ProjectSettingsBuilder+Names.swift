import ArchGenSource

/// archgen.yml's `styles: <style>:` names: `protocols:`, `actors:` and
/// `doubles:` patterns, each checked where it is written, and the clashes between them.
extension ProjectSettingsBuilder {
    static let doublesKeys = ["spy", "mock"]

    /// `protocols:` — a pattern with `{module}` per protocol of the style, by its key.
    mutating func protocolPatterns(_ pair: YAMLPair?, style: StyleDefinition) -> [String: String] {
        guard let entries = mapping(pair) else { return [:] }
        let keys = style.protocols.map(\.key)
        var patterns: [String: String] = [:]
        for entry in entries where !keys.contains(entry.key) {
            // A list whose protocol has another key (VIP's events go into its business logic, `interactor`).
            if let key = style.protocolKey(of: Role(rawValue: entry.key)) {
                error("\(style.title)'s \(entry.key) go into the '\(key)' protocol", at: entry.keyLocation, hint: "name it under '\(key)'")
            } else {
                error("\(style.name) has no '\(entry.key)' protocol", at: entry.keyLocation,
                      hint: NearMiss.hint(for: entry.key, in: keys) ?? "its protocols are " + keys.map { "'\($0)'" }.joined(separator: ", "))
            }
        }
        for (key, pair) in settingPairs(entries.filter { keys.contains($0.key) }, keys: keys) {
            patterns[key] = namePattern(pair, placeholder: NamePatterns.modulePlaceholder, sample: "Module", what: "protocol")
        }
        return patterns
    }

    /// `actors:` — a pattern with `{module}` per scaffold type of the style.
    mutating func actorPatterns(_ pair: YAMLPair?, style: StyleDefinition) -> [String: String] {
        guard let entries = mapping(pair) else { return [:] }
        let keys = style.types.map(\.key)
        var patterns: [String: String] = [:]
        for entry in entries where !keys.contains(entry.key) {
            error("\(style.name) has no '\(entry.key)'", at: entry.keyLocation,
                  hint: NearMiss.hint(for: entry.key, in: keys) ?? "its types are " + keys.map { "'\($0)'" }.joined(separator: ", "))
        }
        for (key, pair) in settingPairs(entries.filter { keys.contains($0.key) }, keys: keys) {
            patterns[key] = namePattern(pair, placeholder: NamePatterns.modulePlaceholder, sample: "Module", what: "type")
        }
        return patterns
    }

    mutating func doublePattern(_ pair: YAMLPair?, placeholder: String, sample: String) -> String? {
        guard let pair else { return nil }
        return namePattern(pair, placeholder: placeholder, sample: sample, what: pair.key)
    }

    /// A pattern naming a type: `placeholder` in it, no other placeholder,
    /// and a Swift type name once filled in with `sample`.
    mutating func namePattern(_ pair: YAMLPair, placeholder: String, sample: String, what: String) -> String? {
        guard let text = scalar(pair, what: "a name pattern") else { return nil }
        var valid = true
        for (offset, found) in Self.placeholders(in: text) where found != placeholder {
            error("unknown placeholder '\(found)'", at: location(ofOffset: offset, in: pair.value),
                  hint: NearMiss.hint(for: found, in: [placeholder]) ?? "'\(placeholder)' is the only placeholder here")
            valid = false
        }
        guard valid else { return nil }
        guard text.contains(placeholder) else {
            error("'\(pair.key)' must contain '\(placeholder)'", at: pair.value.location,
                  hint: "without it every \(what) would be named '\(text)'; write '\(placeholder)\(text)'")
            return nil
        }
        let name = NamePatterns.fill(text, placeholder, with: sample)
        guard SwiftIdentifier.isIdentifier(name), !SwiftIdentifier.isKeyword(name) else {
            error("'\(text)' does not make a Swift type name ('\(name)' for '\(sample)')", at: pair.value.location,
                  hint: "use letters, digits and '_' around '\(placeholder)'")
            return nil
        }
        return text
    }

    /// A mapping's entries by key, without a word about anything else (already reported where it was read).
    static func entries(_ pair: YAMLPair?) -> [String: YAMLPair] {
        guard case .mapping(let entries)? = pair?.value.value else { return [:] }
        return Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Two protocols of one name, a protocol named like a type archgen writes
    /// (an actor, a test case, the module's namespace), a double named like any of them.
    mutating func checkClashes(of names: NamePatterns, style: StyleDefinition, values: [String: YAMLPair]) {
        let naming = StyleNaming(style: style, module: "Module", patterns: names)
        let reserved = Set(naming.implementationNames + naming.testCaseNames + ["Module"])
        // Every protocol by archgen.yml's key: its name, and whether the project names it.
        let protocols = style.protocols.map { declared in
            (key: declared.key, name: naming.protocolName(key: declared.key), isSet: names.protocols[declared.key] != nil)
        }
        var seen: [String: String] = [:]
        let protocolPairs = Self.entries(values["protocols"])
        for (key, name, isSet) in protocols {
            let pair = protocolPairs[key]
            let location = pair.map(\.value.location) ?? values["protocols"]?.keyLocation
            if let other = seen[name], isSet || protocols.contains(where: { $0.key == other && $0.isSet }) {
                // At the name the project sets: this one's, else the other's (a VIP role named like the data store).
                let (named, unnamed) = isSet ? (key, other) : (other, key)
                if let location = protocolPairs[named]?.value.location ?? location {
                    error("'\(named)' and '\(unnamed)' would both be named '\(name)' (for a module 'Module')", at: location,
                          hint: "give each protocol a name of its own")
                }
            } else if reserved.contains(name), let location, isSet {
                error("'\(key)' would be named '\(name)' (for a module 'Module'), a type archgen writes", at: location,
                      hint: "a protocol needs a name of its own: '\(pair?.value.scalar ?? name)Protocol'")
            }
            seen[name] = seen[name] ?? key
        }
        let actorPairs = Self.entries(values["actors"])
        var actors: [String: String] = [:]
        for kind in naming.actorKinds {
            let key = StyleNaming.actorKey(kind), name = naming.actorName(kind)
            defer { actors[name] = actors[name] ?? key }
            guard names.actors[key] != nil, let pair = actorPairs[key] else { continue }
            if let other = actors[name] {
                error("'\(key)' and '\(other)' would both be named '\(name)' (for a module 'Module')", at: pair.value.location,
                      hint: "give each type a name of its own")
            } else if let role = seen[name] {
                error("'\(key)' would be named '\(name)' (for a module 'Module'), the name of the '\(role)' protocol",
                      at: pair.value.location, hint: "give each type a name of its own")
            } else if naming.testCaseNames.contains(name) || name == "Module" {
                error("'\(key)' would be named '\(name)' (for a module 'Module'), a type archgen writes", at: pair.value.location,
                      hint: "give each type a name of its own")
            }
        }
        let doubles = Self.entries(values["doubles"])
        if let spy = names.spy, let pair = doubles["spy"] {
            let taken = reserved.union(naming.protocolNames)
            if NamePatterns.fill(spy, NamePatterns.protocolPlaceholder, with: "").isEmpty {
                error("a spy would be named like its protocol", at: pair.value.location, hint: "write '{protocol}Spy'")
            } else if let name = naming.protocolNames.first(where: { taken.contains(naming.spyName(forProtocol: $0)) }) {
                error("the spy of '\(name)' would be named '\(naming.spyName(forProtocol: name))' (for a module 'Module'), "
                      + "a type archgen writes", at: pair.value.location, hint: "write '{protocol}Spy'")
            }
        }
        if let mock = names.mock, let pair = doubles["mock"], NamePatterns.fill(mock, NamePatterns.servicePlaceholder, with: "").isEmpty {
            error("a mock would be named like its service", at: pair.value.location, hint: "write '{service}Mock'")
        }
    }
}
