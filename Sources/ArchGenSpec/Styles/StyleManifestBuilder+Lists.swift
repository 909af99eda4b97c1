/// A manifest's `lists:`: the spec lists its modules take, archgen's own
/// (`view`, `events`, ...) and its own (`useCase`), each with the protocol its
/// members go into (whose `properties: true` says it takes properties too).
extension StyleManifestBuilder {
    /// `lists: {view: view, events: events, useCase: useCase}`.
    mutating func lists(_ pair: YAMLPair?, in root: YAMLPair) -> [StyleList] {
        guard let pair = required("lists", in: pair.map { [$0.key: $0] } ?? [:], of: root,
                                  hint: "map each spec list the style takes to its protocol: 'lists: {view: view, events: events}'"),
              let entries = mapping(pair) else { return [] }
        return entries.compactMap { entry in
            guard let role = role(entry), let key = protocolKey(entry) else { return nil }
            return StyleList(role: role, protocolKey: key)
        }
    }

    /// A list's key: archgen's own, or a new one (a Swift name starting lowercase, no other key of a spec).
    private mutating func role(_ entry: YAMLPair) -> Role? {
        if let role = Role.builtIn(entry.key) { return role }
        if StyleList.specKeys.contains(entry.key) {
            error("'\(entry.key)' is a key of every spec, not a list", at: entry.keyLocation,
                  hint: "name the list otherwise: '\(entry.key)List'")
            return nil
        }
        guard isKey(entry) else { return nil }
        return Role(rawValue: entry.key)
    }
}
