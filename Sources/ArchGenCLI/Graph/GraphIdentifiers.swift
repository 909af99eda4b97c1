/// The identifiers of a graph's nodes, as Mermaid and DOT read them unquoted:
/// ASCII letters, digits and `_` only (any other character becomes `_`),
/// never starting with a digit, and unique (a later twin gets `_2`, `_3`, ...).
enum GraphIdentifiers {
    /// `candidates`, each made an identifier, in order.
    static func unique(_ candidates: [String]) -> [String] {
        var taken: Set<String> = []
        return candidates.map { candidate in
            var base = String(candidate.unicodeScalars.map { scalar in
                let kept = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
                return kept ? Character(scalar) : "_"
            })
            if base.first.map({ $0.isNumber }) ?? true { base = "_" + base }
            var id = base
            var count = 1
            while !taken.insert(id).inserted {
                count += 1
                id = "\(base)_\(count)"
            }
            return id
        }
    }
}
