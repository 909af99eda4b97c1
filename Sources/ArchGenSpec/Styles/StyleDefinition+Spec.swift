/// What a style's definition says of one spec: which protocols it declares,
/// with which members, and which of the manifest's conditions hold
/// (styles.md, "Roles left out": a protocol whose lists are left out is
/// dropped, unless an actor is held through it and the style keeps it).
extension Spec {
    /// The spec lists that go into the protocol `key`, in the style's order.
    package func lists(ofProtocol key: String) -> [Role] {
        style.lists.filter { $0.protocolKey == key }.map(\.role)
    }

    /// The members of the protocol `key`: its lists' members, a signature
    /// written in two of them once (VIP's business logic: the first written wins).
    package func members(ofProtocol key: String) -> [Member] {
        let lists = lists(ofProtocol: key)
        guard lists.count > 1 else { return lists.first.map(members(of:)) ?? [] }
        var keys: Set<String> = []
        return lists.flatMap(members(of:)).filter { keys.insert($0.signatureKey).inserted }
    }

    /// Whether the spec gives the protocol `key` no member though lists fill it.
    package func isLeftOut(protocol key: String) -> Bool {
        let lists = lists(ofProtocol: key)
        return !lists.isEmpty && lists.allSatisfy { members(of: $0).isEmpty }
    }

    /// Whether the module declares the protocol `key`: one of its lists has
    /// members, or the style keeps it (its manifest's `keep:`, or archgen.yml's), or no list fills it.
    /// On a platform whose screen observes an actor (`StyleView.observed`), the view's protocols are not declared.
    package func declaresProtocol(_ key: String) -> Bool {
        guard let declared = style.protocol(key), !(viewHasNoProtocol && style.view.implements.contains(key)) else { return false }
        return !isLeftOut(protocol: key) || declared.keepReason != nil || keptProtocols.contains(key)
    }

    /// Whether this platform's screen observes an actor itself, the view having no type.
    package var viewIsObserved: Bool { style.view.observed[platform] != nil }

    /// Whether the view is told what to show through closures it sets (`ViewBinding.closures`), a view observing nothing.
    package var viewIsBoundByClosures: Bool { binding == .closures && !viewIsObserved && style.view.bindings.contains(.closures) }

    /// Whether the view implements no protocol of the module: it is observed, or told through closures
    /// with no routes (with routes, the view's protocol stays, empty: the coordinator holds the view through it).
    private var viewHasNoProtocol: Bool {
        viewIsObserved || (viewIsBoundByClosures && (style.protocolKey(of: .routes).map { isLeftOut(protocol: $0) } ?? true))
    }

    /// Whether the module declares the protocol `role`'s members go into.
    package func declaresProtocol(of role: Role) -> Bool {
        style.protocolKey(of: role).map(declaresProtocol) ?? false
    }

    /// Whether the protocol `role`'s members go into has no member.
    package func isLeftOut(_ role: Role) -> Bool {
        style.protocolKey(of: role).map { isLeftOut(protocol: $0) } ?? true
    }

    /// Whether one of the manifest's conditions holds for this module.
    package func holds(_ condition: StyleCondition) -> Bool {
        switch condition {
        case .declares(let key): declaresProtocol(key)
        case .models: !entities.isEmpty || !useCases.isEmpty
        case .platform(let platform): self.platform == platform
        case .hasView: platform != .none
        case .starts: cycleStart != nil
        case .input: !input.isEmpty
        case .services: !services.isEmpty
        case .not(let inner): !holds(inner)
        }
    }

    /// A text of the manifest, for this module.
    package func text(_ text: StyleText) -> String {
        text.text(where: holds)
    }
}
