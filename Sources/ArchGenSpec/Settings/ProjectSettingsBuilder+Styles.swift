/// archgen.yml's `styles:`: each style's conventions (isolation, the names
/// of its protocols and test doubles), checked where they are written.
extension ProjectSettingsBuilder {
    static let styleKeys = ["isolation", "protocols", "doubles", "actors", "wiring"]
    /// VIPER's links (`WiringSettings.viperLinks`), and what each may set.
    static let wiringKeys = ["view.presenter", "presenter.view", "presenter.interactor", "presenter.router", "interactor.output"]
    static let linkKeys = ["property", "optional", "declared"]
    static let protocolKeys = ["view", "events", "interactor", "output", "routes", "delegate"]
    static let doublesKeys = ["spy", "mock"]
    /// Every style's scaffold types (each style accepts its own: `StyleNaming.actorKinds(of:)`).
    static let actorKeys = [
        "viewController", "screen", "screenModel", "presenter", "interactor", "router", "scene", "sceneModel", "director",
        "worker", "navigator", "configurator",
    ]

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
            names.protocols = protocolPatterns(values["protocols"], style: style)
            names.actors = actorPatterns(values["actors"], style: style)
            let wiring = wiringSettings(values["wiring"], style: style)
            if let doubles = mapping(values["doubles"]) {
                let patterns = settingPairs(doubles, keys: Self.doublesKeys)
                names.spy = doublePattern(patterns["spy"], placeholder: NamePatterns.protocolPlaceholder, sample: "ModuleView")
                names.mock = doublePattern(patterns["mock"], placeholder: NamePatterns.servicePlaceholder, sample: "Service")
                if names.mock != nil, let node = patterns["mock"]?.value { mocks.append(node) }
            }
            checkClashes(of: names, style: style, values: values)
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
    private mutating func protocolPatterns(_ pair: YAMLPair?, style: Style) -> [Role: String] {
        guard let entries = mapping(pair) else { return [:] }
        var patterns: [Role: String] = [:]
        for (key, pair) in settingPairs(entries, keys: Self.protocolKeys) {
            guard let role = Role(rawValue: key) else { continue }
            if style == .vip, role == .events {
                error("VIP's events and requests are one protocol, the business logic", at: pair.keyLocation,
                      hint: "name it under 'interactor'")
                continue
            }
            patterns[role] = namePattern(pair, placeholder: NamePatterns.modulePlaceholder, sample: "Module", what: "protocol")
        }
        return patterns
    }

    /// `actors:` — a pattern with `{module}` per scaffold type of the style.
    private mutating func actorPatterns(_ pair: YAMLPair?, style: Style) -> [String: String] {
        guard let entries = mapping(pair) else { return [:] }
        let keys = StyleNaming.actorKinds(of: style).map(StyleNaming.actorKey)
        var patterns: [String: String] = [:]
        for (key, pair) in settingPairs(entries, keys: Self.actorKeys) {
            guard keys.contains(key) else {
                error("\(style.rawValue) has no '\(key)'", at: pair.keyLocation,
                      hint: "its types are " + keys.map { "'\($0)'" }.joined(separator: ", "))
                continue
            }
            patterns[key] = namePattern(pair, placeholder: NamePatterns.modulePlaceholder, sample: "Module", what: "type")
        }
        return patterns
    }

    /// `wiring:` — VIPER's links, each with its property, optionality and declaration.
    private mutating func wiringSettings(_ pair: YAMLPair?, style: Style) -> WiringSettings {
        guard let pair, let entries = mapping(pair) else { return WiringSettings() }
        guard style == .viper else {
            error("only VIPER's links can be wired differently", at: pair.keyLocation,
                  hint: "VIPER declares its links in its protocols; \(style.rawValue)'s are the scaffold's own")
            return WiringSettings()
        }
        var wiring = WiringSettings()
        var renamed: [(key: String, node: YAMLNode)] = []
        for (key, link) in settingPairs(entries, keys: Self.wiringKeys).sorted(by: { $0.key < $1.key }) {
            guard let values = mapping(link).map({ settingPairs($0, keys: Self.linkKeys) }) else { continue }
            let isWeak = WiringSettings.viperLinks.first { $0.key == key }?.isWeak ?? false
            var setting = WiringSettings.Link()
            if let pair = values["property"], let name = scalar(pair, what: "a property name") {
                if !SwiftIdentifier.isIdentifier(name) || SwiftIdentifier.isKeyword(name) {
                    error("'\(name)' is not a Swift property name", at: pair.value.location, hint: "write a name such as 'presenter'")
                } else if ["sut", "delegate"].contains(name) {
                    error("'\(name)' is taken", at: pair.value.location,
                          hint: name == "sut" ? "generated tests call the actor under test 'sut'" : "the presenter's delegate has that name")
                } else {
                    setting.property = name
                    renamed.append((key, pair.value))
                }
            }
            if let pair = values["optional"], let text = scalar(pair, what: "'?' or '!'") {
                switch text {
                case "?": setting.isOptional = true
                case "!" where isWeak:
                    error("'\(key)' is weak, so optional", at: pair.value.location, hint: "write '?', or leave 'optional' out")
                case "!": setting.isOptional = false
                default:
                    error("unknown optional '\(text)'", at: pair.value.location,
                          hint: "use '?' or '!': a link neither optional nor implicitly unwrapped would need the assembly to "
                            + "inject it through init, which archgen does not write")
                }
            }
            if let pair = values["declared"], let text = scalar(pair, what: "true or false") {
                switch text {
                case "true": setting.isDeclared = true
                case "false" where key == "view.presenter":
                    error("the assembly links the view to its presenter through the view's protocol", at: pair.value.location,
                          hint: "keep 'view.presenter' declared")
                case "false": setting.isDeclared = false
                default: error("'declared' must be true or false, found '\(text)'", at: pair.value.location, hint: nil)
                }
            }
            wiring.links[key] = setting
        }
        // Two links of one holder under one name.
        for (key, node) in renamed {
            let holder = key.split(separator: ".")[0], name = wiring.links[key]?.property
            let others = WiringSettings.viperLinks.map(\.key).filter { $0 != key && $0.split(separator: ".")[0] == holder }
            if let other = others.first(where: { (wiring.links[$0]?.property ?? String($0.split(separator: ".")[1])) == name }) {
                error("'\(key)' and '\(other)' would both be the \(holder)'s '\(name ?? "")'", at: node.location,
                      hint: "give each of the \(holder)'s links a name of its own")
            }
        }
        return wiring
    }

    private mutating func doublePattern(_ pair: YAMLPair?, placeholder: String, sample: String) -> String? {
        guard let pair else { return nil }
        return namePattern(pair, placeholder: placeholder, sample: sample, what: pair.key)
    }

    /// A pattern naming a type: `placeholder` in it, no other placeholder,
    /// and a Swift type name once filled in with `sample`.
    private mutating func namePattern(_ pair: YAMLPair, placeholder: String, sample: String, what: String) -> String? {
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
    private mutating func checkClashes(of names: NamePatterns, style: Style, values: [String: YAMLPair]) {
        let naming = StyleNaming(style: style, module: "Module", patterns: names)
        let reserved = Set(naming.implementationNames + naming.testCaseNames + naming.extraProtocolNames + ["Module"])
        var seen: [String: Role] = [:]
        let protocolPairs = Self.entries(values["protocols"])
        for role in Role.allCases where !(style == .vip && role == .events) {
            let name = naming.protocolName(for: role)
            let pair = protocolPairs[role.key]
            let location = pair.map(\.value.location) ?? values["protocols"]?.keyLocation
            if let other = seen[name], let location, names.protocols[role] != nil || names.protocols[other] != nil {
                error("'\(role.key)' and '\(other.key)' would both be named '\(name)' (for a module 'Module')", at: location,
                      hint: "give each role's protocol a name of its own")
            } else if reserved.contains(name), let location, names.protocols[role] != nil {
                error("'\(role.key)' would be named '\(name)' (for a module 'Module'), a type archgen writes", at: location,
                      hint: "a protocol needs a name of its own: '\(pair?.value.scalar ?? name)Protocol'")
            }
            seen[name] = seen[name] ?? role
        }
        let actorPairs = Self.entries(values["actors"])
        var actors: [String: String] = [:]
        for kind in StyleNaming.actorKinds(of: style) {
            let key = StyleNaming.actorKey(kind), name = naming.actorName(kind)
            defer { actors[name] = actors[name] ?? key }
            guard names.actors[key] != nil, let pair = actorPairs[key] else { continue }
            if let other = actors[name] {
                error("'\(key)' and '\(other)' would both be named '\(name)' (for a module 'Module')", at: pair.value.location,
                      hint: "give each type a name of its own")
            } else if let role = seen[name] {
                error("'\(key)' would be named '\(name)' (for a module 'Module'), the name of the '\(role.key)' protocol",
                      at: pair.value.location, hint: "give each type a name of its own")
            } else if naming.testCaseNames.contains(name) || naming.extraProtocolNames.contains(name) || name == "Module" {
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
