/// archgen.yml's `styles: <style>: wiring:`: how a style's links are held.
extension ProjectSettingsBuilder {
    /// VIPER's links (`WiringSettings.viperLinks`), and what each may set.
    static let wiringKeys = ["view.presenter", "presenter.view", "presenter.interactor", "presenter.router", "interactor.output"]
    static let linkKeys = ["property", "optional", "declared"]

    /// `wiring:` — VIPER's links, each with its property, optionality and declaration.
    mutating func wiringSettings(_ pair: YAMLPair?, style: Style) -> WiringSettings {
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
}
