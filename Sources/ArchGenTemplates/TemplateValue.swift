/// A value a template can see: what the Swift side computes for a module and
/// hands to `Template.render`.
///
/// Literals build values directly, so contexts read like the data they hold:
///
///     let context: TemplateObject = [
///         "module": "SignIn",
///         "methods": [["name": "signIn", "async": false]],
///         "imports": ["UIKit"],
///     ]
///
/// **Truthiness** (for `{% if %}` and `not`): `null`, `false`, `0`, the empty
/// string, the empty array and the empty object are false; everything else
/// is true.
package enum TemplateValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([TemplateValue])
    case object(TemplateObject)

    /// The truth value used by `if`, `elif`, `not`, `and` and `or`.
    package var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let value): return value
        case .int(let value): return value != 0
        case .string(let value): return !value.isEmpty
        case .array(let values): return !values.isEmpty
        case .object(let object): return !object.isEmpty
        }
    }

    /// What the value is, for error messages: "a string", "an array".
    package var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int: return "an integer"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    package var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    package var arrayValue: [TemplateValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    package var objectValue: TemplateObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The text `{{ }}` prints for a scalar: strings as they are, integers in
    /// decimal, booleans as `true`/`false`. Nil for null, arrays and objects,
    /// which cannot be printed.
    package var printedText: String? {
        switch self {
        case .string(let value): return value
        case .int(let value): return String(value)
        case .bool(let value): return value ? "true" : "false"
        case .null, .array, .object: return nil
        }
    }
}

extension TemplateValue {
    package init(_ strings: [String]) {
        self = .array(strings.map(TemplateValue.string))
    }

    package init(_ object: TemplateObject) {
        self = .object(object)
    }

    /// `.null` for nil, the wrapped value otherwise.
    package init(_ value: TemplateValue?) {
        self = value ?? .null
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    package init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    package init(integerLiteral value: Int) { self = .int(value) }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    package init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByNilLiteral {
    package init(nilLiteral: ()) { self = .null }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    package init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    package init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(TemplateObject(elements))
    }
}

/// An object (a dictionary) that keeps its keys in insertion order, so
/// anything derived from it — a dump, a did-you-mean list — is deterministic.
///
/// Most objects a template sees are small (a method, a parameter, `forloop`):
/// those are searched in order, which costs less than hashing every key; an
/// index by key is built once an object grows past `indexedCount` keys.
package struct TemplateObject: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    static let indexedCount = 24

    /// Unlabelled, as a dictionary literal's elements are: a literal is taken as it is, not copied.
    private var entries: [(String, TemplateValue)] = []
    /// Positions in `entries` by key; nil while the object is small.
    private var index: [String: Int]?

    package init() {}

    /// Later pairs replace earlier ones with the same key (keeping the first position).
    package init(_ pairs: some Sequence<(String, TemplateValue)>) {
        entries.reserveCapacity(pairs.underestimatedCount)
        for (key, value) in pairs { self[key] = value }
    }

    /// A literal's keys are distinct (as a `Dictionary` literal's must be): they are not searched for one by one.
    package init(dictionaryLiteral elements: (String, TemplateValue)...) {
        entries = elements
        assert(Set(entries.map(\.0)).count == entries.count, "a key repeated in a TemplateObject literal")
        if entries.count > Self.indexedCount { index = Self.index(of: entries) }
    }

    package var isEmpty: Bool { entries.isEmpty }
    package var count: Int { entries.count }
    package var keys: [String] { entries.map(\.0) }

    /// Setting nil removes the key.
    package subscript(key: String) -> TemplateValue? {
        get { position(of: key).map { entries[$0].1 } }
        set {
            switch (position(of: key), newValue) {
            case (let position?, let value?):
                entries[position].1 = value
            case (nil, let value?):
                entries.append((key, value))
                if index != nil {
                    index?[key] = entries.count - 1
                } else if entries.count > Self.indexedCount {
                    index = Self.index(of: entries)
                }
            case (let position?, nil):
                entries.remove(at: position)
                index = entries.count > Self.indexedCount ? Self.index(of: entries) : nil
            case (nil, nil):
                break
            }
        }
    }

    private static func index(of entries: [(String, TemplateValue)]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: entries.indices.map { (entries[$0].0, $0) })
    }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        // Comparing lengths first spares most keys String's full comparison.
        let length = key.utf8.count
        return entries.firstIndex { $0.0.utf8.count == length && $0.0 == key }
    }

    /// The pairs in key order.
    package var pairs: [(key: String, value: TemplateValue)] {
        entries
    }

    package static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
        lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    }
}
