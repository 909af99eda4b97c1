/// archgen.yml's `wiring:` conventions of public apps beyond a link's name,
/// optionality and declaration: a weak link held strongly (`weak: false`, a
/// delegate only the module keeps), a get-only input (`readOnly: true`, a
/// data store's `{ get }`), and the conventions archgen refuses, each with why.
extension ProjectSettingsBuilder {
    /// Keys a team might write under a link that archgen refuses, with why and what to do instead.
    static let refusedLinkKeys: [String: (message: String, hint: String)] = [
        "type": ("a link is typed as the protocol it points to",
                 "the assembly, the spies and the generated tests pass an implementation of that protocol alone; "
                    + "for a composition with an app protocol ('(MainDisplayLogic & AlertDelegate)?'), list the app protocol's "
                    + "members in the view's list, or ask for it where it is used ('viewController as? AlertDelegate')"),
    ]
    /// Keys a team might write under a style that archgen refuses.
    static let refusedStyleKeys: [String: (message: String, hint: String)] = [
        "objc": ("a role protocol cannot be '@objc'",
                 "an '@objc' protocol takes only Objective-C types and no 'async' member, which a spec's members may use; "
                    + "a storyboard segue's 'perform(_:with:)' is the view controller's own: route from 'prepare(for:sender:)'"),
        "classBound": ("a role protocol is always class-bound (': AnyObject')",
                       "a weak link, a spy that records calls and the memory tests need a class; "
                        + "a struct conforming to it is not a role of the module"),
    ]
    /// Keys a team might write under `<holder>.input` or `.services` that archgen refuses.
    static let refusedHoldingKeys: [String: (message: String, hint: String)] = [
        "default": ("the assembly passes every service and input field, so a default is never used",
                    "write the default in the team's own 'init' ('init(storage: Storage = UserDefaults.standard)'): "
                        + "archgen's assembly passes the argument and compiles with it"),
    ]

    /// `weak: true | false` on `rule`: false only for a weak link to a protocol no actor of the module implements
    /// (the module's delegate, kept by nothing else), which would otherwise hold its own holder.
    mutating func weakness(_ pair: YAMLPair, of rule: StyleLink, in style: StyleDefinition) -> Bool? {
        guard let isWeak = boolean(pair, key: "weak") else { return nil }
        if isWeak, !rule.isWeak {
            error("'\(rule.key)' is strong: nothing else keeps what it points to", at: pair.value.location,
                  hint: "leave 'weak' out: held weakly, it would be released as soon as the assembly returns")
            return nil
        }
        if !isWeak, rule.isWeak, let owner = rule.targets.lazy.compactMap(style.implementer(of:)).first {
            let holder = owner.key == style.view.holder ? "view" : owner.key
            error("'\(rule.key)' must stay weak: the \(holder) holds the \(rule.holderTitle)", at: pair.value.location,
                  hint: "held strongly, the two would keep each other alive (a retain cycle); "
                    + "only a link to what the module does not make, its delegate, may be strong")
            return nil
        }
        return isWeak
    }

    /// `readOnly: true | false` on `<holder>.input`: true only where a protocol declares the input.
    mutating func readOnly(_ pair: YAMLPair, key: String, isDeclared: Bool?, style: StyleDefinition) -> Bool? {
        guard let readOnly = boolean(pair, key: "readOnly") else { return nil }
        if !key.hasSuffix(".input") {
            error("'readOnly' is for the module's input", at: pair.keyLocation,
                  hint: "a service is passed to its holder and never set by another: leave 'readOnly' out")
            return nil
        }
        let holder = style.actor(String(key.dropLast(".input".count)))
        let declares = isDeclared ?? (holder.map { actor in
            actor.input?.isDeclared == true || style.inputProtocol(of: actor) != nil
        } ?? false)
        if readOnly, !declares {
            error("'\(key)' is declared by no protocol, so it has no '{ get }' to make read-only", at: pair.value.location,
                  hint: "add 'declared: true', or leave 'readOnly' out")
            return nil
        }
        return readOnly
    }

    /// A key archgen refuses under a link or a holding, with why; false when `entry` is none of them.
    mutating func refusedConvention(_ entry: YAMLPair, in refused: [String: (message: String, hint: String)]) -> Bool {
        guard let reason = refused[entry.key] else { return false }
        error(reason.message, at: entry.keyLocation, hint: reason.hint)
        return true
    }

    /// `true` or `false`; an error for anything else.
    mutating func boolean(_ pair: YAMLPair, key: String) -> Bool? {
        guard let text = scalar(pair, what: "true or false") else { return nil }
        switch text {
        case "true": return true
        case "false": return false
        default: error("'\(key)' must be true or false, found '\(text)'", at: pair.value.location, hint: nil)
        }
        return nil
    }
}

extension ProjectSettingsBuilder {
    /// `presenter.services` in a style whose presenter keeps none: refused with why (the team's own helper takes a
    /// default in `init`); false for any other unknown key.
    mutating func refusedHolding(_ entry: YAMLPair, style: StyleDefinition) -> Bool {
        let parts = entry.key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, parts[1] == "services", let actor = style.actor(parts[0]), actor.services == nil else { return false }
        let keeper = style.actors.first { $0.services != nil }.map { "the \($0.key) keeps them ('\($0.key).services'); " } ?? ""
        error("\(style.name)'s \(actor.key) keeps no services", at: entry.keyLocation,
              hint: keeper + "a helper of the \(actor.key)'s own (a date formatter) is the team's: give it a default in the "
                + "\(actor.key)'s 'init' ('dateFormatter: DateFormatter = DateFormatter()'), and archgen's assembly compiles with it")
        return true
    }
}
