import ArchGenSource

/// A manifest's `view:` and `actors:`: what each implements, holds and
/// links to, and where its calls go.
extension StyleManifestBuilder {
    static let viewKeys = ["holder", "implements", "uikit", "swiftui", "screen", "links", "todo", "observes"]
    static let actorKeys = ["type", "implements", "input", "services", "links", "forward", "tested", "isolation", "reserves"]
    static let linkKeys = ["property", "to", "weak", "optional", "declared", "readOnly"]
    static let holdingKeys = ["declared", "optional"]

    mutating func view(_ pair: YAMLPair?, in root: YAMLPair) -> StyleView? {
        guard let pair = required("view", in: pair.map { [$0.key: $0] } ?? [:], of: root), let entries = mapping(pair)
        else { return nil }
        let values = knownPairs(entries, keys: Self.viewKeys)
        guard let holderPair = required("holder", in: values, of: pair, hint: "name the view in archgen.yml's wiring: 'holder: view'"),
              let holder = scalar(holderPair) else { return nil }
        var types: [Platform: String] = [:]
        for platform in [Platform.uikit, .swiftui] {
            if let type = text(values[platform.rawValue]) { types[platform] = type }
        }
        let screen = mapping(values["screen"]).map { knownPairs($0, keys: ["type", "doc"]) }
        let implements = protocolList(values["implements"])
        var view = StyleView(
            holder: holder, implements: implements, types: types, screen: screen.flatMap { text($0["type"]) },
            screenDoc: screen.flatMap { text($0["doc"]) } ?? "",
            links: links(values["links"], holder: holder, implements: implements, isView: true),
            todo: styleText(values["todo"]) ?? StyleText("Update the UI."))
        view.observed = observed(values["observes"])
        return view
    }

    /// `observes: {swiftui: viewModel}`: the actor each platform's screen observes instead of a view type.
    private mutating func observed(_ pair: YAMLPair?) -> [Platform: String] {
        var observed: [Platform: String] = [:]
        for entry in mapping(pair) ?? [] {
            guard let platform = Platform(rawValue: entry.key), platform != .none else {
                error("unknown platform '\(entry.key)'", at: entry.keyLocation, hint: "write 'uikit' or 'swiftui'")
                continue
            }
            if let actor = scalar(entry) {
                observed[platform] = actor
                places["observes:" + entry.key] = entry.value.location
            }
        }
        return observed
    }

    mutating func actors(_ pair: YAMLPair?) -> [StyleActor] {
        guard let entries = mapping(pair) else { return [] }
        return entries.compactMap { entry in
            guard isKey(entry), let entries = mapping(entry) else { return nil }
            places["actor:" + entry.key] = entry.keyLocation
            let values = knownPairs(entries, keys: Self.actorKeys)
            let implements = protocolList(values["implements"])
            var forwarding: [String: StyleForwarding] = [:]
            for forward in mapping(values["forward"]) ?? [] {
                guard let key = protocolKey(YAMLPair(key: "forward", keyLocation: forward.keyLocation,
                                                     value: YAMLNode(.scalar(forward.key, .plain), at: forward.keyLocation))) else { continue }
                if !implements.contains(key) {
                    error("'\(entry.key)' does not implement '\(key)'", at: forward.keyLocation,
                          hint: "list it under 'implements', or forward the calls of a protocol it implements")
                }
                forwarding[key] = self.forwarding(forward)
            }
            for key in implements where forwarding[key] == nil {
                forwarding[key] = StyleForwarding(todo: StyleText("Implement."))
            }
            return StyleActor(
                key: entry.key, typeKey: text(values["type"]), implements: implements,
                links: links(values["links"], holder: entry.key, implements: implements, isView: false),
                input: holding(values["input"]), services: holding(values["services"]), forwarding: forwarding,
                isTested: boolean(values["tested"]) ?? false, isolation: isolation(values["isolation"], of: "actor:" + entry.key),
                reserved: (words(values["reserves"]) ?? []).map(\.text))
        }
    }

    /// `implements: [events, output]`.
    private mutating func protocolList(_ pair: YAMLPair?) -> [String] {
        (words(pair) ?? []).compactMap { word in
            protocolKey(YAMLPair(key: pair?.key ?? "implements", keyLocation: word.location,
                                 value: YAMLNode(.scalar(word.text, .plain), at: word.location)))
        }
    }

    /// `input: true`, `services: {declared: true, optional: none}`.
    private mutating func holding(_ pair: YAMLPair?) -> StyleHolding? {
        guard let pair else { return nil }
        if pair.value.scalar != nil { return boolean(pair) == true ? StyleHolding() : nil }
        guard let values = mapping(pair).map({ knownPairs($0, keys: Self.holdingKeys) }) else { return nil }
        return StyleHolding(isDeclared: boolean(values["declared"]) ?? false,
                            optionality: values["optional"].flatMap { choice($0, as: WiringSettings.Optionality.self) } ?? .implicitlyUnwrapped)
    }

    /// `forward: events: {to: [interactor, routes], todo: ...}`.
    private mutating func forwarding(_ pair: YAMLPair) -> StyleForwarding {
        let values = mapping(pair).map { knownPairs($0, keys: ["to", "todo"]) } ?? [:]
        let targets = (words(values["to"]) ?? []).compactMap { word -> String? in
            if word.text == StyleForwarding.services { return word.text }
            return protocolKey(YAMLPair(key: "to", keyLocation: word.location, value: YAMLNode(.scalar(word.text, .plain), at: word.location)))
        }
        return StyleForwarding(targets: targets, todo: styleText(values["todo"]) ?? StyleText("Implement."))
    }

    /// `links: [{property: view, to: view, weak: true, declared: true}, ...]`.
    private mutating func links(_ pair: YAMLPair?, holder: String, implements: [String], isView: Bool) -> [StyleLink] {
        (sequence(pair) ?? []).compactMap { item in
            guard case .mapping(let entries) = item.value else {
                error("a link is a mapping ('{property: view, to: view}'), found \(item.kindName)", at: item.location)
                return nil
            }
            let owner = YAMLPair(key: "link", keyLocation: item.location, value: item)
            let values = knownPairs(entries, keys: Self.linkKeys)
            guard let property = required("property", in: values, of: owner).flatMap({ scalar($0) }),
                  let to = required("to", in: values, of: owner)
            else { return nil }
            guard SwiftIdentifier.isIdentifier(property), !SwiftIdentifier.isKeyword(property) else {
                error("'\(property)' is not a Swift property name", at: values["property"]!.value.location)
                return nil
            }
            places["link:" + holder + "." + property] = item.location
            if let platformType = platformType(to, values: values, isView: isView) {
                return StyleLink(holder: holder, property: property, targets: [], isWeak: true, platformType: platformType)
            }
            let targets = (words(to) ?? []).compactMap { word in
                protocolKey(YAMLPair(key: "to", keyLocation: word.location, value: YAMLNode(.scalar(word.text, .plain), at: word.location)))
            }
            var declaredIn: String?
            if let declared = values["declared"], let text = scalar(declared) {
                switch text {
                case "true": declaredIn = implements.first
                case "false": declaredIn = nil
                default: declaredIn = protocolKey(declared)
                }
            }
            let isWeak = boolean(values["weak"]) ?? false
            let optionality = values["optional"].flatMap { choice($0, as: WiringSettings.Optionality.self) }
            if isWeak, optionality == .nonOptional, let pair = values["optional"] {
                error("a weak link is '?' or '!', set after its holder is made", at: pair.value.location,
                      hint: "write 'optional: \"!\"', or leave 'optional' out ('?')")
            }
            return StyleLink(
                holder: holder, property: property, targets: targets, isWeak: isWeak, defaultOptionality: optionality,
                declaredIn: declaredIn, isReadOnly: boolean(values["readOnly"]) ?? false, isHeldByView: isView)
        }
    }

    /// `todo: Navigate.` or `todo: [{when: routes, text: ...}, Otherwise.]`.
    mutating func styleText(_ pair: YAMLPair?) -> StyleText? {
        guard let pair else { return nil }
        if let text = pair.value.scalar { return StyleText(text) }
        guard let items = sequence(pair) else { return nil }
        let alternatives = items.compactMap { item -> StyleText.Alternative? in
            if let text = item.scalar { return StyleText.Alternative(text) }
            guard case .mapping(let entries) = item.value else { return nil }
            let values = knownPairs(entries, keys: ["when", "text"])
            guard let text = text(values["text"]) else {
                error("an alternative needs 'text:'", at: item.location)
                return nil
            }
            return StyleText.Alternative(text, when: condition(values["when"]))
        }
        return StyleText(alternatives)
    }

    /// `when: routes`, `when: not input`: a `StyleCondition`.
    mutating func condition(_ pair: YAMLPair?) -> StyleCondition? {
        guard let pair, let text = scalar(pair, what: "a condition") else { return nil }
        if let condition = StyleCondition(text, protocolKeys: protocolKeys) { return condition }
        let known = StyleCondition.words + protocolKeys
        error("unknown condition '\(text)'", at: pair.value.location,
              hint: NearMiss.hint(for: text, in: known) ?? "a condition is a protocol's key (declared), "
                + StyleCondition.words.map { "'\($0)'" }.joined(separator: ", ") + ", or 'not' before one")
        return nil
    }
}
