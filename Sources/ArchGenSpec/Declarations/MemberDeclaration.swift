/// A member fragment of a spec: a method of a role list or a service, or a
/// property of a service.
public enum MemberDeclaration: Hashable, Sendable {
    case method(MethodDeclaration)
    case property(PropertyDeclaration)

    public var name: String {
        switch self {
        case .method(let method): return method.name
        case .property(let property): return property.name
        }
    }
}

/// `@MainActor func load<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T where T: Sendable`
public struct MethodDeclaration: Hashable, Sendable {
    /// Attributes with their `@` and arguments: `@MainActor`, `@available(iOS 15, *)`.
    public var attributes: [String]
    /// Declaration modifiers: `nonisolated`, `static`, `mutating`.
    public var modifiers: [String]
    public var name: String
    public var genericParameters: [GenericParameter]
    public var parameters: [ParameterDeclaration]
    public var isAsync: Bool
    public var throwsClause: ThrowsClause?
    /// Nil when the method returns nothing (no arrow).
    public var returnType: TypeSyntax?
    /// The requirements of a `where` clause, each in canonical text (`T: Sendable`, `T.Element == Int`).
    public var whereRequirements: [String]
    /// For an initializer (a method named `init`): `init?` or `init!`; nil otherwise.
    public var failability: Failability?

    /// `init?` or `init!`.
    public enum Failability: String, Hashable, Sendable {
        case optional = "?"
        case implicitlyUnwrapped = "!"
    }

    public init(
        attributes: [String] = [], modifiers: [String] = [], name: String,
        genericParameters: [GenericParameter] = [], parameters: [ParameterDeclaration] = [],
        isAsync: Bool = false, throwsClause: ThrowsClause? = nil, returnType: TypeSyntax? = nil,
        whereRequirements: [String] = [], failability: Failability? = nil
    ) {
        self.failability = failability
        self.attributes = attributes
        self.modifiers = modifiers
        self.name = name
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.isAsync = isAsync
        self.throwsClause = throwsClause
        self.returnType = returnType
        self.whereRequirements = whereRequirements
    }

    /// Whether this is an initializer requirement (`init(...)`).
    public var isInitializer: Bool { name == "init" }

    /// Swift's selector: `signIn(username:)`, `set(_:forKey:)`, `start()`.
    public var selector: String {
        var text = name + "("
        for parameter in parameters { text += (parameter.label ?? "_") + ":" }
        return text + ")"
    }
}

/// `label name: Type = default`, with `_` as a nil label.
public struct ParameterDeclaration: Hashable, Sendable {
    /// The argument label callers write; nil for `_`.
    public var label: String?
    /// The name used inside the body.
    public var name: String
    public var type: TypeSyntax
    public var isInout: Bool
    public var isVariadic: Bool
    /// The default value's text, as written.
    public var defaultValue: String?
    /// `borrowing`, `consuming` or `sending` before the type; nil when absent.
    public var ownership: String?

    public init(
        label: String?, name: String, type: TypeSyntax, isInout: Bool = false, isVariadic: Bool = false,
        defaultValue: String? = nil, ownership: String? = nil
    ) {
        self.ownership = ownership
        self.label = label
        self.name = name
        self.type = type
        self.isInout = isInout
        self.isVariadic = isVariadic
        self.defaultValue = defaultValue
    }
}

/// `T` or `T: Decodable` (a constraint may be a composition).
public struct GenericParameter: Hashable, Sendable {
    public var name: String
    public var constraint: TypeSyntax?

    public init(name: String, constraint: TypeSyntax? = nil) {
        self.name = name
        self.constraint = constraint
    }
}

/// `var name: Type { get }` or `{ get set }`, possibly `static`, possibly with attributes.
public struct PropertyDeclaration: Hashable, Sendable {
    public var attributes: [String]
    public var modifiers: [String]
    public var name: String
    public var type: TypeSyntax
    public var isSettable: Bool
    /// `{ get async throws }`: an effectful read-only property.
    public var isAsync: Bool
    public var throwsClause: ThrowsClause?

    public init(attributes: [String] = [], modifiers: [String] = [], name: String, type: TypeSyntax, isSettable: Bool, isAsync: Bool = false, throwsClause: ThrowsClause? = nil) {
        self.attributes = attributes
        self.modifiers = modifiers
        self.name = name
        self.type = type
        self.isSettable = isSettable
        self.isAsync = isAsync
        self.throwsClause = throwsClause
    }
}
