import ArchGenSpec

/// The raw syntax tree as JSON (`archgen dump --yaml`): mappings as objects in
/// source order, sequences as arrays, scalars as strings, null as null.
enum TreeJSON {
    static func json(_ node: YAMLNode?) -> JSONValue {
        guard let node else { return .null }
        switch node.value {
        case .scalar(let text, _): return .string(text)
        case .null: return .null
        case .sequence(let items): return .array(items.map { json($0) })
        case .mapping(let pairs): return .object(pairs.map { ($0.key, json($0.value)) })
        }
    }
}
