import ArchGenSource

/// archgen.yml's `styles: <style>: wiring:`: how a style's links are held.
extension ProjectSettingsBuilder {
    static let linkKeys = ["property", "optional", "declared", "weak"]
    static let holdingKeys = ["property", "optional", "declared", "readOnly"]
    /// Names generated tests give their own locals and properties.
    static let namesTestsUse: Set<String> = ["sut"]
    /// A view controller's own properties a link it holds might be named after.
    static let viewControllerNames = ["view", "title", "parent", "children", "navigationItem", "navigationController"]

    /// A name `link`'s holder already has, with the hint that says where from; nil when the name is free.
    static func takenName(_ name: String, by link: StyleLink, in style: StyleDefinition) -> String? {
        if link.isHeldByView, viewControllerNames.contains(name) {
            return "a view controller has a '\(name)' of its own (UIViewController's)"
        }
        if style.actor(link.holder)?.reserved.contains(name) == true {
            return "the \(link.holderTitle)'s template declares a '\(name)' of its own (its manifest's 'reserves:')"
        }
        if link.holder == style.assembly.holder, name == "viewController" {
            return "the \(link.holderTitle)'s UIKit entry point has a 'viewController', the view controller to navigate from; "
                + "a base class's 'viewController' stays the team's own: keep this link's name"
        }
        return nil
    }

    /// The hint for an unknown `wiring:` key: a near miss among the same actor's keys first (`router.viewController`
    /// is VIP's `router.view`, not the presenter's `viewController`), then that actor's keys, then the style's.
    static func unknownLinkHint(_ key: String, keys: [String], holdings: [String], style: StyleDefinition) -> String {
        let holder = key.split(separator: ".", maxSplits: 1).first.map { "\($0)." } ?? key
        let own = (keys + holdings).filter { $0.hasPrefix(holder) }
        if let nearMiss = NearMiss.hint(for: key, in: own) { return nearMiss }
        if !own.isEmpty { return "\(style.name)'s \(holder.dropLast()) holds " + own.map { "'\($0)'" }.joined(separator: ", ") }
        return NearMiss.hint(for: key, in: keys + holdings)
            ?? "\(style.name)'s links are " + keys.map { "'\($0)'" }.joined(separator: ", ")
            + (holdings.isEmpty ? "" : "; what its actors keep, " + holdings.map { "'\($0)'" }.joined(separator: ", "))
    }

    /// `wiring:` — the style's links, each with its property, optionality and (VIPER) declaration.
    mutating func wiringSettings(_ pair: YAMLPair?, style: StyleDefinition) -> WiringSettings {
        guard let pair, let entries = mapping(pair) else { return WiringSettings() }
        let rules = style.links
        var wiring = WiringSettings()
        var renamed: [(rule: StyleLink, node: YAMLNode)] = []
        let keys = rules.map(\.key), holdings = style.holdingKeys
        for entry in entries where !keys.contains(entry.key) && !holdings.contains(entry.key) && !refusedHolding(entry, style: style) {
            error("unknown key '\(entry.key)'", at: entry.keyLocation, hint: Self.unknownLinkHint(entry.key, keys: keys, holdings: holdings, style: style))
        }
        for (key, holding) in settingPairs(entries.filter { holdings.contains($0.key) }, keys: holdings).sorted(by: { $0.key < $1.key }) {
            guard let values = mapping(holding).map({ settingPairs($0.filter { !refusedConvention($0, in: Self.refusedHoldingKeys) },
                                                                       keys: Self.holdingKeys) }) else { continue }
            var setting = WiringSettings.Link()
            if let pair = values["property"] {
                error("'\(key)' has no property of its own", at: pair.keyLocation,
                      hint: key.hasSuffix(".input") ? "the input's fields are named in the spec ('input: (id: String)')"
                        : "a service's property is named in the spec ('property:' under the service)")
            }
            if let pair = values["optional"] { setting.optionality = scalar(pair).flatMap { optionality($0, at: pair.value.location) } }
            if let pair = values["declared"] { setting.isDeclared = boolean(pair, key: "declared") }
            if let pair = values["readOnly"] { setting.isReadOnly = readOnly(pair, key: key, isDeclared: setting.isDeclared, style: style) }
            wiring.links[key] = setting
        }
        for (key, link) in settingPairs(entries.filter { keys.contains($0.key) }, keys: keys).sorted(by: { $0.key < $1.key }) {
            guard let rule = rules.first(where: { $0.key == key }),
                  let values = mapping(link).map({ settingPairs($0.filter { !refusedConvention($0, in: Self.refusedLinkKeys) }, keys: Self.linkKeys) })
            else { continue }
            var setting = WiringSettings.Link()
            if let pair = values["weak"] { setting.isWeak = weakness(pair, of: rule, in: style) }
            if let pair = values["property"], let name = propertyName(pair, of: rule, in: style) {
                setting.property = name
                renamed.append((rule, pair.value))
            }
            if let pair = values["optional"] {
                setting.optionality = optionality(pair, of: rule, isWeak: setting.isWeak ?? rule.isWeak)
            }
            if let pair = values["declared"] { setting.isDeclared = boolean(pair, key: "declared") }
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
    private mutating func propertyName(_ pair: YAMLPair, of rule: StyleLink, in style: StyleDefinition) -> String? {
        guard let name = scalar(pair, what: "a property name") else { return nil }
        if !SwiftIdentifier.isIdentifier(name) || SwiftIdentifier.isKeyword(name) {
            error("'\(name)' is not a Swift property name", at: pair.value.location, hint: "write a name such as 'presenter'")
            return nil
        }
        if Self.namesTestsUse.contains(name) {
            error("'\(name)' is taken", at: pair.value.location, hint: "generated tests call the actor under test '\(name)'")
            return nil
        }
        if let hint = Self.takenName(name, by: rule, in: style) {
            error("'\(name)' is taken", at: pair.value.location, hint: hint)
            return nil
        }
        return name
    }

    /// `optional: "?" | "!" | none`: none only for a strong link of an actor the assembly creates
    /// (a weak link, or one to the delegate the module's caller gives, is `?` or `!`).
    private mutating func optionality(_ pair: YAMLPair, of rule: StyleLink, isWeak: Bool) -> WiringSettings.Optionality? {
        guard let text = scalar(pair, what: "'?', '!' or none"), let optionality = optionality(text, at: pair.value.location)
        else { return nil }
        if rule.isWeak, optionality == .nonOptional {
            error(isWeak ? "'\(rule.key)' is weak, so optional" : "'\(rule.key)' is given by the module's caller, who may give none",
                  at: pair.value.location, hint: "write '?' or '!' (set after init), or leave 'optional' out")
            return nil
        }
        return optionality
    }

    /// `?`, `!` or `none`; an error for anything else.
    private mutating func optionality(_ text: String, at location: SourceLocation) -> WiringSettings.Optionality? {
        guard let optionality = WiringSettings.Optionality(rawValue: text) else {
            error("unknown optional '\(text)'", at: location, hint: "use '?' (optional), '!' (implicitly unwrapped) or none (injected through init)")
            return nil
        }
        return optionality
    }
}
