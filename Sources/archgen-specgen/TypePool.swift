/// A type the generator may write, with what Swift lets it do: be a `Set`
/// element or a dictionary key (`isHashable`), take `@escaping` as a
/// parameter (`isFunction`), and which default argument type-checks.
struct GeneratedType: Equatable {
    var text: String
    var isHashable = false
    var isFunction = false
    /// A default argument of this type (`0`, `"name"`, `nil`, `[]`); nil when none is simple.
    var defaultValue: String?

    static func named(_ text: String, hashable: Bool = false, default defaultValue: String? = nil) -> GeneratedType {
        GeneratedType(text: text, isHashable: hashable, defaultValue: defaultValue)
    }
}

/// The types a spec can use: the standard library's and Foundation's, the
/// spec's own entities and external types as they are declared, its services
/// (`any Store`), and types built of them (optionals, collections, tuples,
/// closures, `Result`, ranges).
struct TypePool {
    static let standard: [GeneratedType] = [
        .named("Int", hashable: true, default: "0"), .named("Int8", hashable: true, default: "1"),
        .named("Int16", hashable: true), .named("Int32", hashable: true, default: "2"), .named("Int64", hashable: true),
        .named("UInt", hashable: true, default: "3"), .named("UInt8", hashable: true, default: "4"),
        .named("UInt16", hashable: true), .named("UInt32", hashable: true), .named("UInt64", hashable: true, default: "5"),
        .named("Double", hashable: true, default: "1.5"), .named("Float", hashable: true, default: "0.5"),
        .named("Decimal", hashable: true, default: "2.5"), .named("CGFloat", hashable: true), .named("TimeInterval", default: "30"),
        .named("Bool", hashable: true, default: "true"), .named("String", hashable: true, default: "\"name\""),
        .named("Substring", hashable: true), .named("Character", hashable: true, default: "\"c\""),
        .named("Date", hashable: true), .named("Data", hashable: true), .named("URL", hashable: true),
        .named("UUID", hashable: true), .named("URLRequest", hashable: true), .named("IndexPath", hashable: true),
        .named("Locale", hashable: true), .named("TimeZone", hashable: true), .named("Duration", hashable: true),
        .named("Error"), .named("any Error"), .named("Any"), .named("AnyHashable", hashable: true),
    ]

    /// The spec's own nominal types, as they are declared.
    var declared: [GeneratedType] = []
    /// `any Store` for each service (no default, not hashable).
    var services: [GeneratedType] = []

    /// A type for a value (a field, a parameter, a result): a named one, or
    /// one built of named ones while `depth` allows.
    func value(_ random: inout SeededRandom, depth: Int = 2, allowFunctions: Bool = true) -> GeneratedType {
        let named = Self.standard + declared + services
        guard depth > 0, random.chance(40) else { return random.pick(named) }
        switch random.below(allowFunctions ? 10 : 9) {
        case 0: return optional(of: value(&random, depth: depth - 1, allowFunctions: allowFunctions))
        case 1:
            let element = value(&random, depth: depth - 1, allowFunctions: allowFunctions)
            return GeneratedType(text: "[\(element.text)]", isHashable: element.isHashable, defaultValue: "[]")
        case 2:
            let key = hashable(&random)
            let element = value(&random, depth: depth - 1, allowFunctions: allowFunctions)
            return GeneratedType(text: "[\(key.text): \(element.text)]", isHashable: element.isHashable, defaultValue: "[:]")
        case 3: return GeneratedType(text: "Set<\(hashable(&random).text)>", isHashable: true, defaultValue: "[]")
        case 4:
            let first = value(&random, depth: depth - 1, allowFunctions: false)
            let second = value(&random, depth: depth - 1, allowFunctions: false)
            return random.chance(50) ? GeneratedType(text: "(first: \(first.text), second: \(second.text))")
                : GeneratedType(text: "(\(first.text), \(second.text))")
        case 5: return GeneratedType(text: "Result<\(value(&random, depth: depth - 1).text), any Error>")
        case 6: return GeneratedType(text: random.pick(["ClosedRange<Int>", "Range<Int>", "ClosedRange<Double>", "Range<String>"]), isHashable: true)
        case 7: return optional(of: GeneratedType(text: "(\(value(&random, depth: depth - 1).text)) -> Void", isFunction: true))
        case 8: return random.pick(named)
        default: return function(&random, depth: depth - 1)
        }
    }

    /// `T?`, written `(T)?` for a function or an existential; `T!` now and then.
    func optional(of type: GeneratedType) -> GeneratedType {
        let needsParentheses = type.isFunction || type.text.hasPrefix("any ") || type.text.hasPrefix("some ")
        let wrapped = needsParentheses ? "(\(type.text))" : type.text
        return GeneratedType(text: wrapped + "?", isHashable: type.isHashable, defaultValue: "nil")
    }

    /// A closure type: parameters, maybe `async`/`throws`, a result; `@Sendable` now and then.
    func function(_ random: inout SeededRandom, depth: Int) -> GeneratedType {
        let parameters = (0..<random.below(3)).map { _ in value(&random, depth: depth, allowFunctions: false).text }
        let effects = random.pick(["", "", " async", " throws", " async throws"])
        let result = random.chance(60) ? "Void" : value(&random, depth: depth, allowFunctions: false).text
        let attribute = random.chance(25) ? "@Sendable " : ""
        return GeneratedType(text: attribute + "(" + parameters.joined(separator: ", ") + ")" + effects + " -> " + result,
                             isFunction: true)
    }

    /// A type `Set` and dictionary keys accept.
    func hashable(_ random: inout SeededRandom) -> GeneratedType {
        random.pick((Self.standard + declared).filter(\.isHashable))
    }
}
