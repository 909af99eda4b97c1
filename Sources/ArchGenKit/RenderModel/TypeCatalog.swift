import ArchGenSpec

/// What the render model knows about the types a module mentions: which are
/// `Equatable` (so a test can compare a recorded argument) and which fields
/// a struct has (so a test can build a sample of it). Built from the spec's
/// entities and external declarations; standard types are known by name.
struct TypeCatalog {
    /// A struct whose stored properties are known: an entity shorthand or an
    /// external `struct Name { var a: A; let b: B }` without an initializer.
    private var structs: [String: [FieldDeclaration]] = [:]
    /// Shorthand entities: archgen declares them `Equatable` where their fields are;
    /// a struct written out is `Equatable` only when it says so.
    private var shorthands: Set<String> = []
    /// The first case of an enum without associated values.
    private var enumCases: [String: String] = [:]
    /// Types declared `Equatable`, `Hashable` or `Comparable`.
    private var declaredEquatable: Set<String> = []
    /// Service protocols and module protocols, with the double a test uses for each.
    private(set) var doubles: [String: String] = [:]

    /// The protocols a type declared with is `Equatable`.
    static let equatableProtocols: Set<String> = ["Equatable", "Hashable", "Comparable"]

    static let equatableNames: Set<String> = StandardTypes.numbers.union([
        "Bool", "Character", "Data", "Date", "IndexPath", "String", "Substring", "URL", "URLRequest", "UUID", "Locale",
        "TimeZone",
    ])

    init(spec: Spec) {
        let declarations = (spec.entities + spec.sharedEntities).map(\.declaration) + spec.external.compactMap { external in
            if case .declaration(let declaration, _) = external { return declaration }
            return nil
        }
        for declaration in declarations { register(declaration) }
        for useCase in spec.useCases {
            for (model, fields) in [("Request", useCase.request), ("Response", useCase.response), ("ViewModel", useCase.viewModel)] {
                structs[[spec.module, useCase.name, model].joined(separator: ".")] = fields
            }
        }
    }

    /// The name a struct is registered under: `Item`, or `SignIn.FetchItems.Request` for a use-case model.
    static func structKey(_ components: [NominalComponent]) -> String? {
        guard components.allSatisfy(\.genericArguments.isEmpty) else { return nil }
        return components.map(\.name).joined(separator: ".")
    }

    mutating func registerDouble(_ name: String, forProtocol protocolName: String) {
        doubles[protocolName] = name
    }

    private mutating func register(_ declaration: EntityDeclaration) {
        switch declaration {
        case .shorthand(let name, let fields, let conformances):
            structs[name] = fields
            shorthands.insert(name)
            if conformances.contains(where: { Self.equatableProtocols.contains($0.description) }) { declaredEquatable.insert(name) }
        case .declaration(let type):
            let inherited = Set(type.inheritance.map(\.description))
            if !inherited.isDisjoint(with: Self.equatableProtocols) { declaredEquatable.insert(type.name) }
            switch type.kind {
            case .struct:
                if let fields = StructBody.storedFields(of: type.text) { structs[type.name] = fields }
            case .enum:
                if let first = StructBody.firstCaseWithoutPayload(of: type.text) {
                    enumCases[type.name] = first
                    declaredEquatable.insert(type.name)
                }
            default: break
            }
        }
    }

    /// Whether values of `type` can be compared with `==` (conservatively: unknown types cannot).
    func isEquatable(_ type: TypeSyntax, visiting: Set<String> = []) -> Bool {
        switch type {
        case .nominal(let components):
            guard components.count == 1, let component = components.first else {
                guard let key = Self.structKey(components), let fields = structs[key], !visiting.contains(key) else { return false }
                return fields.allSatisfy { isEquatable($0.type, visiting: visiting.union([key])) }
            }
            let name = component.name
            if Self.equatableNames.contains(name) || declaredEquatable.contains(name) { return true }
            if ["Array", "Set", "Optional"].contains(name), component.genericArguments.count == 1 {
                return isEquatable(component.genericArguments[0], visiting: visiting)
            }
            if let fields = structs[name], shorthands.contains(name), !visiting.contains(name) {
                return fields.allSatisfy { isEquatable($0.type, visiting: visiting.union([name])) }
            }
            return false
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped):
            return isEquatable(wrapped, visiting: visiting)
        case .dictionary(let key, let value):
            return isEquatable(key, visiting: visiting) && isEquatable(value, visiting: visiting)
        default:
            return false
        }
    }

    /// The fields of a struct entity or use-case model (`SignIn.FetchItems.Request`).
    func fields(ofStruct name: String) -> [FieldDeclaration]? { structs[name] }

    /// The first case of a payload-free enum.
    func firstCase(ofEnum name: String) -> String? { enumCases[name] }
}
