import ArchGenSpec

/// What the render model knows about the types a module declares: how to
/// build a value of each (its initializers, its cases, what it aliases),
/// which are `Equatable` (so a test can compare a recorded argument), and
/// which protocols have a double. Built from the spec's entities, external
/// declarations and use-case models; standard types are known by name.
struct TypeCatalog {
    /// One way to build a value: a memberwise or declared initializer's parameters.
    struct Initializer: Equatable {
        var parameters: [(label: String?, type: TypeSyntax)]

        static func == (lhs: Initializer, rhs: Initializer) -> Bool {
            lhs.parameters.map(\.label) == rhs.parameters.map(\.label) && lhs.parameters.map(\.type) == rhs.parameters.map(\.type)
        }
    }

    /// By type name (`Item`, or `SignIn.FetchItems.Request` for a use-case model).
    private var initializers: [String: [Initializer]] = [:]
    /// The cases of an enum, in order.
    private var cases: [String: [EnumCase]] = [:]
    /// `typealias ID = String`.
    private var aliases: [String: TypeSyntax] = [:]
    /// The fields of a struct archgen declares (an entity shorthand or a use-case model): it is
    /// `Equatable` where they are. A struct written out is `Equatable` only when it says so.
    private var generatedStructs: [String: [FieldDeclaration]] = [:]
    /// Types declared `Equatable`, `Hashable` or `Comparable`, and enums without payloads.
    private var declaredEquatable: Set<String> = []
    /// Service protocols and module protocols, with the double a test uses for each.
    private(set) var doubles: [String: String] = [:]

    /// The protocols a type declared with is `Equatable`.
    static let equatableProtocols: Set<String> = ["Equatable", "Hashable", "Comparable"]

    static let equatableNames: Set<String> = StandardTypes.numbers.union([
        "Bool", "Character", "Data", "Date", "IndexPath", "String", "Substring", "URL", "URLRequest", "UUID", "Locale",
        "TimeZone", "Calendar", "DateComponents", "Duration", "AnyHashable", "AttributedString", "URLComponents",
        "IndexSet", "CharacterSet", "DateInterval", "Notification",
    ])

    init(spec: Spec) {
        for entity in spec.entities + spec.sharedEntities { register(entity.declaration, isOwn: true) }
        // An external shorthand is the app's type: archgen knows its fields, not that it is `Equatable`.
        for case .declaration(let declaration, _) in spec.external { register(declaration, isOwn: false) }
        for useCase in spec.useCases {
            for (model, fields) in [("Request", useCase.request), ("Response", useCase.response), ("ViewModel", useCase.viewModel)] {
                registerGeneratedStruct([spec.module, useCase.name, model].joined(separator: "."), fields: fields)
            }
        }
    }

    /// The name a type is registered under: `Item`, or `SignIn.FetchItems.Request` for a use-case model.
    static func key(_ components: [NominalComponent]) -> String? {
        guard components.allSatisfy(\.genericArguments.isEmpty) else { return nil }
        return components.map(\.name).joined(separator: ".")
    }

    mutating func registerDouble(_ name: String, forProtocol protocolName: String) {
        doubles[protocolName] = name
    }

    /// The catalog without the doubles of `protocolNames`.
    func removingDoubles(of protocolNames: [String]) -> TypeCatalog {
        var catalog = self
        for name in protocolNames { catalog.doubles[name] = nil }
        return catalog
    }

    private mutating func registerGeneratedStruct(_ name: String, fields: [FieldDeclaration], isOwn: Bool = true) {
        if isOwn { generatedStructs[name] = fields }
        initializers[name] = [Initializer(parameters: fields.map { ($0.name, $0.type) })]
    }

    private mutating func register(_ declaration: EntityDeclaration, isOwn: Bool) {
        guard case .declaration(let type) = declaration else {
            if case .shorthand(let name, let fields, let conformances) = declaration {
                registerGeneratedStruct(name, fields: fields, isOwn: isOwn)
                let declaresEquatable = conformances.contains { Self.equatableProtocols.contains($0.description) }
                if isOwn, declaresEquatable { declaredEquatable.insert(name) }
            }
            return
        }
        let inherited = Set(type.inheritance.map(\.description))
        if !inherited.isDisjoint(with: Self.equatableProtocols) { declaredEquatable.insert(type.name) }
        guard type.genericParameters.isEmpty else { return }
        if type.kind == .typealias, let aliased = type.inheritance.first {
            aliases[type.name] = aliased
            return
        }
        guard let body = type.body else { return }
        switch type.kind {
        case .enum:
            cases[type.name] = body.cases
            if !body.cases.isEmpty, body.cases.allSatisfy({ $0.payload == nil }) { declaredEquatable.insert(type.name) }
        case .struct, .class, .actor:
            initializers[type.name] = Self.initializers(of: body, memberwise: type.kind == .struct)
        default:
            break
        }
    }

    /// The initializers a test can call: the declared ones that neither fail, throw
    /// nor suspend and are not private; without any, a struct's memberwise
    /// initializer (unless a stored property is private) or, when every stored
    /// property has a value, `init()`.
    private static func initializers(of body: TypeBody, memberwise: Bool) -> [Initializer] {
        if !body.initializers.isEmpty {
            return body.initializers.compactMap { initializer in
                guard initializer.failability == nil, initializer.throwsClause == nil, !initializer.isAsync,
                      initializer.genericParameters.isEmpty,
                      !initializer.modifiers.contains(where: { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") }),
                      !initializer.parameters.contains(where: { $0.isInout || $0.isVariadic })
                else { return nil }
                return Initializer(parameters: initializer.parameters.map { ($0.label, $0.type) })
            }
        }
        let stored = body.storedProperties
        if memberwise {
            guard !stored.contains(where: \.isPrivate) else { return [] }
            var parameters: [(label: String?, type: TypeSyntax)] = []
            for property in stored where !property.hasInitialValue {
                guard let type = property.type else { return [] }
                parameters.append((property.name, type))
            }
            return [Initializer(parameters: parameters)]
        }
        let isSet = stored.allSatisfy { $0.hasInitialValue || !$0.isLet && $0.type.map(DoubleTypeRules.isOptional) == true }
        return isSet ? [Initializer(parameters: [])] : []
    }

    /// Whether values of `type` can be compared with `==` (conservatively: unknown types cannot).
    func isEquatable(_ type: TypeSyntax, visiting: Set<String> = []) -> Bool {
        switch type {
        case .nominal(let components):
            guard let key = Self.key(components) else {
                guard components.count == 1, let component = components.first else { return false }
                if ["Array", "Set", "Optional", "ArraySlice"].contains(component.name), component.genericArguments.count == 1 {
                    return isEquatable(component.genericArguments[0], visiting: visiting)
                }
                if component.name == "Dictionary", component.genericArguments.count == 2 {
                    return component.genericArguments.allSatisfy { isEquatable($0, visiting: visiting) }
                }
                return false
            }
            if Self.equatableNames.contains(key) || declaredEquatable.contains(key) { return true }
            guard !visiting.contains(key) else { return false }
            if let aliased = aliases[key] { return isEquatable(aliased, visiting: visiting.union([key])) }
            if let fields = generatedStructs[key] {
                return fields.allSatisfy { isEquatable($0.type, visiting: visiting.union([key])) }
            }
            return false
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped):
            return isEquatable(wrapped, visiting: visiting)
        case .dictionary(let key, let value):
            return isEquatable(key, visiting: visiting) && isEquatable(value, visiting: visiting)
        case .attributed(_, let base):
            return isEquatable(base, visiting: visiting)
        default:
            return false
        }
    }

    /// The initializers of a struct, class or actor the spec declares.
    func initializers(of name: String) -> [Initializer] { initializers[name] ?? [] }

    /// The cases of an enum the spec declares.
    func cases(of name: String) -> [EnumCase] { cases[name] ?? [] }

    /// The type `name` aliases, when it is a typealias the spec declares.
    func aliased(_ name: String) -> TypeSyntax? { aliases[name] }

    /// Whether the spec declares `name` as a type archgen can build values of.
    func declares(_ name: String) -> Bool {
        initializers[name] != nil || cases[name] != nil || aliases[name] != nil
    }
}
