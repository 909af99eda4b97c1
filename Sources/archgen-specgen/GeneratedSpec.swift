import ArchGenSpec

/// A spec the generator wrote, kept in parts so the shrinker can take them
/// away one at a time; `text` is the spec file.
struct GeneratedSpec: Equatable {
    var module: String
    /// `style`, `platform`, `tests`, `isolation`, `appModule`, `description`, in that order when present.
    var keys: [String: String] = [:]
    var imports: [String]?
    var entities: [String] = []
    var external: [String] = []
    var services: [GeneratedService] = []
    var input: [GeneratedField] = []
    /// By role key (`delegate`, `view`, ...): nil when the key is left out.
    var roles: [String: [GeneratedMethod]] = [:]
    var useCases: [GeneratedUseCase] = []

    static let roleKeys = ["delegate", "view", "events", "interactor", "output", "routes"]
    static let headerKeys = ["style", "platform", "tests", "isolation", "appModule", "description"]

    /// The spec with only the keys `style` accepts: its lists, and use cases
    /// where it has them (MVVM refuses `interactor`, `output` and `useCases`).
    /// The `style` key names it when it is built in, and is left out otherwise
    /// (a style of a project's own is named on the command line, as `--style`).
    func restricted(to style: StyleDefinition) -> GeneratedSpec {
        var spec = self
        let accepted = Set(style.lists.map(\.role.key))
        spec.roles = roles.filter { accepted.contains($0.key) }
        if style.useCases == nil { spec.useCases = [] }
        spec.keys["style"] = BuiltinStyles.definition(style.name) == nil ? nil : style.name
        return spec
    }

    var text: String {
        var lines = ["# Written by scripts/specgen.", "module: \(module)"]
        for key in Self.headerKeys {
            guard let value = keys[key] else { continue }
            if key == "description" {
                lines.append("description: |")
                lines += value.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
            } else {
                lines.append("\(key): \(value)")
            }
        }
        if let imports { lines.append("imports: [" + imports.joined(separator: ", ") + "]") }
        if !input.isEmpty { lines.append("input: " + GeneratedField.list(input)) }
        if !entities.isEmpty { lines += ["entities:"] + entities.map { "  - " + Self.fragment($0) } }
        if !external.isEmpty { lines += ["external:"] + external.map { "  - " + Self.fragment($0) } }
        if !services.isEmpty {
            lines.append("services:")
            for service in services {
                lines.append("  \(service.name):")
                var indent = "    "
                if let property = service.property {
                    lines += ["    property: \(property)", "    members:"]
                    indent = "      "
                }
                lines += service.members.map { indent + "- " + Self.fragment($0.text) }
            }
        }
        for key in Self.roleKeys {
            guard let members = roles[key] else { continue }
            lines.append("\(key):" + (members.isEmpty ? " []" : ""))
            lines += members.map { "  - " + Self.fragment($0.text) }
        }
        if !useCases.isEmpty {
            lines.append("useCases:")
            for useCase in useCases {
                lines.append("  \(useCase.name):")
                if !useCase.generatesMethods { lines.append("    methods: none") }
                lines += [
                    "    request: " + GeneratedField.list(useCase.request),
                    "    response: " + GeneratedField.list(useCase.response),
                    "    viewModel: " + GeneratedField.list(useCase.viewModel),
                ]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Swift fragment as a list item: as written when it starts like Swift
    /// (spec-format.md, "Swift fragments"), single-quoted otherwise.
    static func fragment(_ text: String) -> String {
        let fragmentWords = ["var ", "let ", "func ", "static ", "init(", "init?(", "protocol ", "struct ", "class ",
                             "final ", "enum ", "actor ", "typealias ", "extension ", "@"]
        if fragmentWords.contains(where: text.hasPrefix) || text.hasPrefix("(") { return text }
        if let first = text.firstIndex(where: { $0 == "(" || $0 == "<" }),
           text[..<first].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !text[..<first].isEmpty
        {
            return text
        }
        return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }
}

/// `name: Type` in a field list.
struct GeneratedField: Equatable {
    var name: String
    var type: String

    /// `(a: Int, b: String)` or `()`.
    static func list(_ fields: [GeneratedField]) -> String {
        "(" + fields.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")"
    }
}

/// A service: its protocol name, the property holding it when not the default, and its members.
struct GeneratedService: Equatable {
    var name: String
    var property: String?
    var members: [GeneratedMember]
}

enum GeneratedMember: Equatable {
    case property(String)
    case method(GeneratedMethod)

    var text: String {
        switch self {
        case .property(let text): return text
        case .method(let method): return method.text
        }
    }
}

/// A method requirement in parts: attributes, modifiers, name, generic
/// parameters, parameters, effects, result.
struct GeneratedMethod: Equatable {
    var attributes: [String] = []
    var modifiers: [String] = []
    var name: String
    var generics: [String] = []
    var parameters: [GeneratedParameter] = []
    var isAsync = false
    /// `throws`, `throws(E)`, `rethrows`.
    var throwsClause: String?
    var returnType: String?

    /// What Swift tells apart in one protocol: static-ness, name, labels and parameter types.
    var signature: String {
        (modifiers.contains("static") ? "static " : "") + name + "("
            + parameters.map { ($0.label ?? "_") + ":" + ($0.isInout ? "inout " : "") + $0.type + ($0.isVariadic ? "..." : "") }
            .joined(separator: ",") + ")"
    }

    /// The method as its requirement reads: without default values.
    var withoutDefaults: String {
        var method = self
        for index in method.parameters.indices { method.parameters[index].defaultValue = nil }
        return method.text
    }

    var text: String {
        var head = (attributes + modifiers).joined(separator: " ")
        if !head.isEmpty { head += " " }
        if name.hasPrefix("init") {
            head += name
        } else if !attributes.isEmpty || !modifiers.isEmpty || Bool.random(seededBy: name) {
            head += "func " + name
        } else {
            head += name
        }
        if !generics.isEmpty { head += "<" + generics.joined(separator: ", ") + ">" }
        var text = head + "(" + parameters.map(\.text).joined(separator: ", ") + ")"
        if isAsync { text += " async" }
        if let throwsClause { text += " " + throwsClause }
        if let returnType { text += " -> " + returnType }
        return text
    }
}

/// `label name: inout Type... = default`.
struct GeneratedParameter: Equatable {
    /// The argument label; nil for `_`.
    var label: String?
    var name: String
    var type: String
    var isInout = false
    var isVariadic = false
    var defaultValue: String?

    var text: String {
        let names: String
        switch label {
        case nil where name == "_": names = "_"
        case nil: names = "_ " + name
        case name?: names = name
        case let label?: names = label + " " + name
        }
        return names + ": " + (isInout ? "inout " : "") + type + (isVariadic ? "..." : "") + (defaultValue.map { " = " + $0 } ?? "")
    }
}

/// A use case's models, and whether it adds methods to the role lists.
struct GeneratedUseCase: Equatable {
    var name: String
    var generatesMethods: Bool
    var request: [GeneratedField]
    var response: [GeneratedField]
    var viewModel: [GeneratedField]
}

extension Bool {
    /// A fixed coin toss for `text`, so a spec is written the same way every time
    /// (here: whether a method is written with `func`).
    static func random(seededBy text: String) -> Bool {
        text.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF } % 2 == 0
    }
}
