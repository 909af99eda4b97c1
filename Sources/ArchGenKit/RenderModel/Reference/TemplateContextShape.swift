import ArchGenTemplates

/// The variables a template context holds, each by its path as the
/// reference names it (`TemplateContextReference`), with the types it was
/// seen with: what a test compares with the reference.
///
/// A key the reference names is kept (`assembly.signature`); a key of an
/// object whose keys vary goes by its placeholder (`names.<protocol>`,
/// `<actor>.links.<link>`); the view, an actor too, reads its own keys
/// first (`view.viewDidLoad`), then an actor's. An array's elements are
/// `path[]`. Types: `string`, `bool`, `int`, `object`, `null`, `[string]`,
/// `[object]`, `[[string]]`, `[]` for an empty array.
package struct TemplateContextShape: Sendable, Equatable {
    /// The types each path was seen with.
    package private(set) var types: [String: Set<String>] = [:]

    package init() {}

    /// Adds the variables of `context`, its paths named as `reference` names them.
    package mutating func add(_ context: TemplateObject, reference: TemplateContextReference = .module) {
        add(object: context, at: nil, reference: reference)
    }

    private mutating func add(object: TemplateObject, at path: String?, reference: TemplateContextReference) {
        for (key, value) in object.pairs {
            add(value, at: reference.path(of: key, in: path), reference: reference)
        }
    }

    private mutating func add(_ value: TemplateValue, at path: String, reference: TemplateContextReference) {
        types[path, default: []].insert(Self.type(of: value))
        switch value {
        case .object(let object): add(object: object, at: path, reference: reference)
        case .array(let elements):
            for case .object(let object) in elements { add(object: object, at: path + "[]", reference: reference) }
        default: break
        }
    }

    /// `string`, `[object]`, ...: an array by its first element (`[]` when empty).
    static func type(of value: TemplateValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "bool"
        case .int: "int"
        case .string: "string"
        case .object: "object"
        case .array(let elements): elements.first.map { "[" + type(of: $0) + "]" } ?? "[]"
        }
    }

    /// What differs from `reference`: each path it lacks, each it names that
    /// no context had, each type it does not allow. Empty when they agree.
    package func disagreements(with reference: TemplateContextReference) -> [String] {
        var problems: [String] = []
        for (path, seen) in types.sorted(by: { $0.key < $1.key }) {
            guard let entry = reference.entry(path) else {
                problems.append("`\(path)` (\(seen.sorted().joined(separator: ", "))) is not in the reference")
                continue
            }
            let allowed = entry.allowedTypes
            for type in seen.sorted() where !allowed.contains(type) && !(type == "[]" && allowed.contains { $0.hasPrefix("[") }) {
                problems.append("`\(path)` is \(type), the reference says \(entry.type)")
            }
        }
        for entry in reference.entries where types[entry.path] == nil {
            problems.append("`\(entry.path)` is in the reference, but no context has it")
        }
        return problems
    }
}
