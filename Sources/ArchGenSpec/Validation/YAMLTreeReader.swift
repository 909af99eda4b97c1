import ArchGenSource

/// Reading typed values out of a syntax tree while collecting errors: what
/// every builder that turns a tree into a model shares (`SpecBuilder` for a
/// spec, `ProjectSettingsBuilder` for archgen.yml).
///
/// A conforming type says how an error is recorded; the readers below never
/// stop at one, so every problem of a file is reported together.
protocol YAMLTreeReader {
    /// The text the tree was parsed from.
    var source: SourceText { get }
    mutating func error(_ message: String, at location: SourceLocation, hint: String?)
}

extension YAMLTreeReader {
    /// The entries of a mapping by key, for the keys in `known`; any other
    /// key is an error, with "did you mean" for a near miss.
    mutating func knownPairs(_ pairs: [YAMLPair], keys known: [String], hints: [String]? = nil) -> [String: YAMLPair] {
        var values: [String: YAMLPair] = [:]
        for pair in pairs {
            if known.contains(pair.key) {
                values[pair.key] = pair
            } else {
                error("unknown key '\(pair.key)'", at: pair.keyLocation, hint: NearMiss.hint(for: pair.key, in: hints ?? known))
            }
        }
        return values
    }

    /// A scalar's text; an error (and nil) for any other kind of value.
    mutating func scalar(_ pair: YAMLPair?, what: String? = nil) -> String? {
        guard let pair else { return nil }
        guard let text = pair.value.scalar else {
            error("'\(pair.key)' must be \(what ?? "a string"), found \(pair.value.kindName)", at: valueLocation(pair), hint: nil)
            return nil
        }
        return text
    }

    /// The items of a list; null is an empty list.
    mutating func sequence(_ pair: YAMLPair?) -> [YAMLNode]? {
        guard let pair else { return nil }
        switch pair.value.value {
        case .sequence(let items): return items
        case .null: return []
        default:
            error("'\(pair.key)' must be a list, found \(pair.value.kindName)", at: valueLocation(pair),
                  hint: "write each item on its own line, starting with '- '")
            return nil
        }
    }

    /// The entries of a mapping; null is an empty mapping.
    mutating func mapping(_ pair: YAMLPair?) -> [YAMLPair]? {
        guard let pair else { return nil }
        switch pair.value.value {
        case .mapping(let entries): return entries
        case .null: return []
        default:
            error("'\(pair.key)' must be a mapping, found \(pair.value.kindName)", at: valueLocation(pair), hint: nil)
            return nil
        }
    }

    /// One of an enumeration's raw values (`unknown style 'vipr'`, with
    /// "did you mean" for a near miss); nil when absent or invalid.
    mutating func choice<Option: RawRepresentable & CaseIterable>(_ pair: YAMLPair?, as type: Option.Type) -> Option?
    where Option.RawValue == String {
        guard let pair, let text = scalar(pair) else { return nil }
        if let value = Option(rawValue: text) { return value }
        let allowed = Option.allCases.map(\.rawValue)
        error("unknown \(pair.key) '\(text)'", at: pair.value.location,
              hint: NearMiss.hint(for: text, in: allowed) ?? "use one of: \(allowed.joined(separator: ", "))")
        return nil
    }

    /// A scalar's text; nil for null.
    mutating func text(_ pair: YAMLPair?, what: String? = nil) -> String? {
        guard let pair, !pair.value.isNull else { return nil }
        return scalar(pair, what: what)
    }

    /// Where offset `offset` of a scalar's text is in the source (one-line scalars;
    /// a quoted scalar's text starts one column after its quote). Past the end of
    /// the scalar's first line (a scalar folded over several), the scalar's start.
    func location(ofOffset offset: Int, in node: YAMLNode) -> SourceLocation {
        let location: SourceLocation
        switch node.value {
        case .scalar(_, .singleQuoted), .scalar(_, .doubleQuoted): location = node.location.advanced(by: offset + 1)
        case .scalar(_, .literal), .scalar(_, .folded): return node.location
        default: location = node.location.advanced(by: offset)
        }
        guard location.line <= source.lineCount, location.column <= source.scalars(ofLineAt: location.line - 1).count else {
            return node.location
        }
        return location
    }

    /// Where a value is, or where the key is when the value is missing.
    func valueLocation(_ pair: YAMLPair) -> SourceLocation {
        pair.value.isNull ? pair.keyLocation : pair.value.location
    }
}
