import ArchGenSource

/// Builds a `StyleDefinition` from a manifest's syntax tree, collecting every
/// error (the readers of `YAMLTreeReader` never stop at one).
struct StyleManifestBuilder: YAMLTreeReader {
    static let topLevelKeys = [
        "title", "summary", "isolation", "doubles", "lists", "protocols", "types", "view", "actors", "assembly", "useCases", "files",
    ]
    static let protocolKeys = ["name", "doc", "keep", "input", "properties", "isolation"]

    let source: SourceText
    /// The style's name: its folder's.
    let name: String
    var errors: [StyleManifestError] = []
    /// The protocols read so far, for the conditions and links that name them.
    var protocolKeys: [String] = []
    /// The spec lists read, for the use cases that name them.
    var listRoles: [Role] = []
    /// Where the parts the cross-checks name are written: `actor:presenter`,
    /// `link:presenter.view`, `file:Presenter`, `view`, `actors`, `assembly`, `files`, `useCases`.
    var places: [String: SourceLocation] = [:]

    init(source: SourceText, name: String) {
        self.source = source
        self.name = name
    }

    mutating func error(_ message: String, at location: SourceLocation, hint: String? = nil) {
        errors.append(StyleManifestError(message, at: location, hint: hint))
    }

    mutating func build(_ root: YAMLNode?) -> StyleDefinition? {
        guard let root, case .mapping(let pairs) = root.value else {
            error("a style's manifest is a mapping of keys ('title:', 'lists:', 'protocols:', ...)",
                  at: root?.location ?? SourceLocation(line: 1, column: 1))
            return nil
        }
        let values = knownPairs(pairs, keys: Self.topLevelKeys)
        for key in ["view", "actors", "assembly", "files", "useCases"] { places[key] = values[key]?.keyLocation }
        let rootKey = YAMLPair(key: name, keyLocation: root.location, value: root)
        let protocols = protocols(values["protocols"], in: rootKey)
        protocolKeys = protocols.map(\.key)
        let lists = lists(values["lists"], in: rootKey)
        listRoles = lists.map(\.role)
        let types = types(values["types"], in: rootKey)
        let doubles = mapping(values["doubles"]).map { knownPairs($0, keys: ["spy", "mock"]) } ?? [:]
        let view = view(values["view"], in: rootKey)
        var actors = actors(values["actors"])
        let assembly = assembly(values["assembly"], in: rootKey)
        // An assembly in a type that is no actor (a builder): an actor that implements and holds nothing.
        if let holder = assembly?.holder, !actors.contains(where: { $0.key == holder }), types.contains(where: { $0.key == holder }) {
            actors.append(StyleActor(key: holder))
        }
        let useCases = useCases(values["useCases"])
        let files = files(values["files"], in: rootKey)
        // Left out, the module's isolation follows the project (`Isolation.default(languageMode:)`).
        let isolation = values["isolation"].map { choice($0, as: Isolation.self) }
        guard let view, let assembly, isolation != .some(nil) else { return nil }
        return StyleDefinition(
            name: name, title: text(values["title"]) ?? name, summary: text(values["summary"]) ?? "",
            isolation: isolation ?? nil, spyPattern: text(doubles["spy"]) ?? "{protocol}Spy", mockPattern: text(doubles["mock"]) ?? "{service}Mock",
            lists: lists, protocols: protocols, types: types, view: view, actors: actors, assembly: assembly, useCases: useCases,
            files: files)
    }

    /// A key a mapping must have: its pair, or an error at the mapping's key.
    mutating func required(_ key: String, in values: [String: YAMLPair], of owner: YAMLPair, hint: String? = nil) -> YAMLPair? {
        if let pair = values[key], !pair.value.isNull { return pair }
        error("'\(owner.key)' needs '\(key):'", at: owner.keyLocation, hint: hint)
        return nil
    }

    /// A scalar naming one of the manifest's protocols.
    mutating func protocolKey(_ pair: YAMLPair) -> String? {
        guard let key = scalar(pair, what: "a protocol's key") else { return nil }
        guard protocolKeys.contains(key) else {
            error("no protocol '\(key)'", at: pair.value.location,
                  hint: NearMiss.hint(for: key, in: protocolKeys) ?? "the manifest's protocols are "
                    + protocolKeys.map { "'\($0)'" }.joined(separator: ", "))
            return nil
        }
        return key
    }

    /// `protocols: {view: {name: "{module}View", doc: ..., keep: ...}, ...}`, in the contract's order.
    private mutating func protocols(_ pair: YAMLPair?, in root: YAMLPair) -> [StyleProtocol] {
        guard let pair = required("protocols", in: pair.map { [$0.key: $0] } ?? [:], of: root), let entries = mapping(pair)
        else { return [] }
        return entries.compactMap { entry in
            guard isKey(entry), let values = mapping(entry).map({ knownPairs($0, keys: Self.protocolKeys) }),
                  let namePair = required("name", in: values, of: entry, hint: "write 'name: \"{module}\(Casing.upperFirst(entry.key))\"'"),
                  let name = namePattern(namePair),
                  let doc = required("doc", in: values, of: entry, hint: "say who calls whom: 'doc: \"Presenter → view: display commands.\"'")
                    .flatMap({ scalar($0) })
            else { return nil }
            return StyleProtocol(
                key: entry.key, namePattern: name, doc: doc, keepReason: text(values["keep"]),
                declaresInput: boolean(values["input"]) ?? false, takesProperties: boolean(values["properties"]) ?? false,
                isolation: isolation(values["isolation"], of: "protocol:" + entry.key),
                location: entry.keyLocation)
        }
    }

    /// `types: {presenter: "{module}Presenter", ...}`.
    private mutating func types(_ pair: YAMLPair?, in root: YAMLPair) -> [StyleType] {
        guard let pair = required("types", in: pair.map { [$0.key: $0] } ?? [:], of: root), let entries = mapping(pair)
        else { return [] }
        return entries.compactMap { entry in
            guard isKey(entry), let pattern = namePattern(entry) else { return nil }
            return StyleType(key: entry.key, namePattern: pattern)
        }
    }

    /// A key of the manifest's own (a protocol's, a type's, an actor's): a Swift name starting lowercase.
    mutating func isKey(_ pair: YAMLPair) -> Bool {
        guard SwiftIdentifier.isIdentifier(pair.key), !SwiftIdentifier.isKeyword(pair.key),
              pair.key.first?.isLowercase == true else {
            error("'\(pair.key)' is not a key", at: pair.keyLocation, hint: "write a Swift name starting with a lowercase letter")
            return false
        }
        return true
    }

    /// A name pattern: `{module}` and letters, digits, `_`.
    mutating func namePattern(_ pair: YAMLPair) -> String? {
        guard let pattern = scalar(pair, what: "a name pattern") else { return nil }
        let name = pattern.replacing("{module}", with: "Module")
        guard pattern.contains("{module}"), SwiftIdentifier.isIdentifier(name), !SwiftIdentifier.isKeyword(name) else {
            error("'\(pattern)' is not a name pattern", at: pair.value.location,
                  hint: "write '{module}' with letters, digits and '_' around it: '{module}\(Casing.upperFirst(pair.key))'")
            return nil
        }
        return pattern
    }

    /// `true` or `false`.
    mutating func boolean(_ pair: YAMLPair?) -> Bool? {
        guard let pair, let text = scalar(pair, what: "true or false") else { return nil }
        switch text {
        case "true": return true
        case "false": return false
        default:
            error("'\(pair.key)' must be true or false, found '\(text)'", at: pair.value.location)
            return nil
        }
    }

    /// A scalar or a list of scalars, as a list.
    mutating func words(_ pair: YAMLPair?) -> [(text: String, location: SourceLocation)]? {
        guard let pair else { return nil }
        if let text = pair.value.scalar { return [(text, pair.value.location)] }
        guard let items = sequence(pair) else { return nil }
        return items.compactMap { item in
            guard let text = item.scalar else {
                error("'\(pair.key)' lists names, found \(item.kindName)", at: item.location)
                return nil
            }
            return (text, item.location)
        }
    }
}
