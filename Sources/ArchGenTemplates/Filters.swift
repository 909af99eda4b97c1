import ArchGenSource

/// Why a filter could not apply to its input; the renderer places it at the
/// filter's name in the template.
package struct TemplateFilterError: Error, Sendable, Equatable {
    package var message: String
    package var hint: String?

    package init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }
}

/// A filter: `{{ value|name }}` or `{{ value|name:argument, argument }}`.
package struct TemplateFilter: Sendable {
    package typealias Apply = @Sendable (TemplateValue, [TemplateValue]) throws(TemplateFilterError) -> TemplateValue

    package var name: String
    /// How many arguments it takes; checked when the template is parsed.
    package var arguments: ClosedRange<Int>
    /// How it is written, for hints: `join:", "`.
    package var usage: String
    package var apply: Apply

    package init(name: String, arguments: ClosedRange<Int> = 0...0, usage: String? = nil, apply: @escaping Apply) {
        self.name = name
        self.arguments = arguments
        self.usage = usage ?? name
        self.apply = apply
    }
}

/// The filters a template may use, by name. Unknown names are parse errors.
///
/// The standard set:
///
/// - `upperFirst`, `lowerFirst`: `Casing.upperFirst` / `Casing.lowerFirst`
///   (`fetchItems` → `FetchItems`, `URLLoader` → `urlLoader`).
/// - `uppercase`, `lowercase`: the whole string.
/// - `join` / `join:", "`: an array of strings, integers or booleans, joined
///   with the separator (none by default).
/// - `indent` / `indent:4` / `indent:4," "` / `indent:4," ",true`: prefixes
///   every line but the first with `width` (default 4) copies of the
///   indentation string (default a space); with `true`, the first line too.
///   Empty lines stay empty, so no trailing whitespace appears.
/// - `default:"x"`: the argument when the value is null, missing or the
///   empty string; otherwise the value. As the first filter it makes a
///   missing key on an object null instead of an error (see `Template`).
/// - `count`: the length of an array, string (in characters) or object.
/// - `first`, `last`: an array's first or last element, null when empty.
package struct TemplateFilters: Sendable {
    private var filters: [String: TemplateFilter] = [:]

    package init(_ filters: [TemplateFilter] = []) {
        for filter in filters { register(filter) }
    }

    /// Adds a filter, replacing any with the same name.
    package mutating func register(_ filter: TemplateFilter) {
        filters[filter.name] = filter
    }

    package subscript(name: String) -> TemplateFilter? { filters[name] }

    package var names: [String] { filters.keys.sorted() }

    package static let standard = TemplateFilters([
        stringFilter("upperFirst", Casing.upperFirst),
        stringFilter("lowerFirst", Casing.lowerFirst),
        stringFilter("uppercase") { $0.uppercased() },
        stringFilter("lowercase") { $0.lowercased() },
        TemplateFilter(name: "join", arguments: 0...1, usage: "join:\", \"") { value, arguments throws(TemplateFilterError) in
            guard case .array(let elements) = value else { throw expected("join", "an array", value) }
            let separator = try string(arguments.first ?? "", "join", "separator")
            var parts: [String] = []
            parts.reserveCapacity(elements.count)
            for element in elements {
                guard let text = element.printedText else {
                    throw TemplateFilterError(
                        "filter 'join' can only join strings, integers and booleans, not \(element.kindDescription)")
                }
                parts.append(text)
            }
            return .string(parts.joined(separator: separator))
        },
        TemplateFilter(name: "indent", arguments: 0...3, usage: "indent:4") { value, arguments throws(TemplateFilterError) in
            guard case .string(let text) = value else { throw expected("indent", "a string", value) }
            guard case .int(let width) = arguments.first ?? 4, (0...200).contains(width) else {
                throw TemplateFilterError(
                    "filter 'indent' needs a width from 0 to 200", hint: "write it like 'indent:4'")
            }
            let unit = try string(arguments.count > 1 ? arguments[1] : " ", "indent", "indentation")
            guard case .bool(let indentFirst) = arguments.count > 2 ? arguments[2] : false else {
                throw TemplateFilterError(
                    "the third argument of filter 'indent' must be true or false",
                    hint: "write it like 'indent:4,\" \",true'")
            }
            return .string(indent(text, by: String(repeating: unit, count: width), first: indentFirst))
        },
        TemplateFilter(name: "default", arguments: 1...1, usage: "default:\"none\"") { value, arguments in
            switch value {
            case .null, .string(""): return arguments[0]
            default: return value
            }
        },
        TemplateFilter(name: "count") { value, _ throws(TemplateFilterError) in
            switch value {
            case .array(let elements): return .int(elements.count)
            case .string(let text): return .int(text.count)
            case .object(let object): return .int(object.count)
            default: throw expected("count", "an array, a string or an object", value)
            }
        },
        TemplateFilter(name: "first") { value, _ throws(TemplateFilterError) in
            guard case .array(let elements) = value else { throw expected("first", "an array", value) }
            return elements.first ?? .null
        },
        TemplateFilter(name: "last") { value, _ throws(TemplateFilterError) in
            guard case .array(let elements) = value else { throw expected("last", "an array", value) }
            return elements.last ?? .null
        },
    ])

    /// Prefixes each non-empty line (all but the first unless `first`) with `prefix`,
    /// as a standalone include's lines are (`RenderedText`).
    static func indent(_ text: String, by prefix: String, first: Bool) -> String {
        guard !prefix.isEmpty, !text.isEmpty else { return text }
        var indented = RenderedText()
        indented.beginInclude(indentedBy: prefix, first: first)
        indented.write(text)
        return indented.text
    }

    private static func stringFilter(_ name: String, _ transform: @escaping @Sendable (String) -> String) -> TemplateFilter {
        TemplateFilter(name: name) { value, _ throws(TemplateFilterError) in
            guard case .string(let text) = value else { throw expected(name, "a string", value) }
            return .string(transform(text))
        }
    }

    private static func expected(_ filter: String, _ kind: String, _ value: TemplateValue) -> TemplateFilterError {
        TemplateFilterError("filter '\(filter)' expects \(kind), got \(value.kindDescription)")
    }

    private static func string(
        _ value: TemplateValue, _ filter: String, _ role: String
    ) throws(TemplateFilterError) -> String {
        guard case .string(let text) = value else {
            throw TemplateFilterError("the \(role) of filter '\(filter)' must be a string, not \(value.kindDescription)")
        }
        return text
    }
}
