/// archgen.yml's `styles: <style>: wiring:`: how a style's links are held.
extension ProjectSettingsBuilder {
    /// Every style's links (`WiringSettings.linkRules(of:)`), each once.
    static let wiringKeys: [String] = Style.allCases.flatMap { WiringSettings.linkRules(of: $0).map(\.key) }.removingRepeats()
    static let linkKeys = ["property", "optional", "declared"]
    /// Names generated tests give their own locals and properties.
    static let namesTestsUse: Set<String> = ["sut"]
    /// Names a holder already has, by link, each with the hint that says where from.
    static let holderNames: [String: [String: String]] = {
        func entryPoint(_ holder: String) -> [String: String] {
            ["viewController": "the \(holder)'s UIKit entry point has a 'viewController', the view controller to navigate from"]
        }
        // A view controller's own properties a link might be named after.
        let viewController = Dictionary(uniqueKeysWithValues: ["view", "title", "parent", "children", "navigationItem", "navigationController"]
            .map { ($0, "a view controller has a '\($0)' of its own (UIViewController's)") })
        return [
            "router.view": entryPoint("router"), "navigator.scene": entryPoint("navigator"),
            "view.presenter": viewController, "scene.eventsHandler": viewController,
            "viewController.interactor": viewController, "viewController.router": viewController,
            "router.viewController": ["dataStore": "the router has a 'dataStore', the interactor's data it passes on"],
        ]
    }()

    /// `wiring:` — the style's links, each with its property, optionality and (VIPER) declaration.
    mutating func wiringSettings(_ pair: YAMLPair?, style: Style) -> WiringSettings {
        guard let pair, let entries = mapping(pair) else { return WiringSettings() }
        let rules = WiringSettings.linkRules(of: style)
        var wiring = WiringSettings()
        var renamed: [(rule: WiringSettings.LinkRule, node: YAMLNode)] = []
        let keys = rules.map(\.key)
        for entry in entries where !keys.contains(entry.key) {
            error("unknown key '\(entry.key)'", at: entry.keyLocation, hint: NearMiss.hint(for: entry.key, in: keys)
                ?? "\(style.rawValue)'s links are " + keys.map { "'\($0)'" }.joined(separator: ", "))
        }
        for (key, link) in settingPairs(entries.filter { keys.contains($0.key) }, keys: keys).sorted(by: { $0.key < $1.key }) {
            guard let rule = rules.first(where: { $0.key == key }),
                  let values = mapping(link).map({ settingPairs($0, keys: Self.linkKeys) }) else { continue }
            var setting = WiringSettings.Link()
            if let pair = values["property"], let name = propertyName(pair, of: rule) {
                setting.property = name
                renamed.append((rule, pair.value))
            }
            if let pair = values["optional"] {
                setting.optionality = optionality(pair, of: rule)
            }
            if let pair = values["declared"] {
                setting.isDeclared = declaration(pair, of: rule, style: style)
            }
            wiring.links[key] = setting
        }
        // Two links of one holder under one name.
        for (rule, node) in renamed {
            let name = wiring.links[rule.key]?.property
            let others = rules.filter { $0.key != rule.key && $0.holder == rule.holder }
            if let other = others.first(where: { (wiring.links[$0.key]?.property ?? $0.property) == name }) {
                error("'\(rule.key)' and '\(other.key)' would both be the \(rule.holderTitle)'s '\(name ?? "")'", at: node.location,
                      hint: "give each of the \(rule.holderTitle)'s links a name of its own")
            }
        }
        return wiring
    }

    /// `property: presenter`: a Swift name no generated test uses.
    private mutating func propertyName(_ pair: YAMLPair, of rule: WiringSettings.LinkRule) -> String? {
        guard let name = scalar(pair, what: "a property name") else { return nil }
        if !SwiftIdentifier.isIdentifier(name) || SwiftIdentifier.isKeyword(name) {
            error("'\(name)' is not a Swift property name", at: pair.value.location, hint: "write a name such as 'presenter'")
            return nil
        }
        if Self.namesTestsUse.contains(name) {
            error("'\(name)' is taken", at: pair.value.location, hint: "generated tests call the actor under test '\(name)'")
            return nil
        }
        if let hint = Self.holderNames[rule.key]?[name] {
            error("'\(name)' is taken", at: pair.value.location, hint: hint)
            return nil
        }
        return name
    }

    /// `optional: "?" | "!" | none`: none only for a strong link of an actor the assembly creates.
    private mutating func optionality(_ pair: YAMLPair, of rule: WiringSettings.LinkRule) -> WiringSettings.Optionality? {
        guard let text = scalar(pair, what: "'?', '!' or none") else { return nil }
        guard let optionality = WiringSettings.Optionality(rawValue: text) else {
            error("unknown optional '\(text)'", at: pair.value.location,
                  hint: "use '?' (optional), '!' (implicitly unwrapped) or none (injected through init)")
            return nil
        }
        if rule.isWeak, optionality != .optional {
            error("'\(rule.key)' is weak, so optional", at: pair.value.location, hint: "write '?', or leave 'optional' out")
            return nil
        }
        if rule.isHeldByView, optionality == .nonOptional {
            error("'\(rule.key)' cannot be injected through init: the \(rule.holderTitle) is created outside the assembly",
                  at: pair.value.location, hint: "write '?' or '!': the assembly sets it on the \(rule.holderTitle) it is given")
            return nil
        }
        return optionality
    }

    /// `declared: true | false`: VIPER's protocols only, and never the view's presenter.
    private mutating func declaration(_ pair: YAMLPair, of rule: WiringSettings.LinkRule, style: Style) -> Bool? {
        guard let text = scalar(pair, what: "true or false") else { return nil }
        guard WiringSettings.declaresLinks(style) else {
            error("\(style.rawValue)'s protocols declare no links", at: pair.keyLocation,
                  hint: "leave 'declared' out: the \(rule.holderTitle) holds '\(rule.property)' itself")
            return nil
        }
        switch text {
        case "true": return true
        case "false" where rule.isHeldByView:
            error("the assembly links the \(rule.holderTitle) to its \(rule.property) through the \(rule.holderTitle)'s protocol",
                  at: pair.value.location, hint: "keep '\(rule.key)' declared")
        case "false": return false
        default: error("'declared' must be true or false, found '\(text)'", at: pair.value.location, hint: nil)
        }
        return nil
    }
}
