/// A member fragment of a spec: a method of a role list or a service, or a
/// property of a service.
package enum MemberDeclaration: Hashable, Sendable {
    case method(MethodDeclaration)
    case property(PropertyDeclaration)

    package var name: String {
        switch self {
        case .method(let method): return method.name
        case .property(let property): return property.name
        }
    }
}

/// `@MainActor func load<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T where T: Sendable`
package struct MethodDeclaration: Hashable, Sendable {
    /// Attributes with their `@` and arguments: `@MainActor`, `@available(iOS 15, *)`.
    package var attributes: [String]
    /// Declaration modifiers: `nonisolated`, `static`, `mutating`.
    package var modifiers: [String]
    package var name: String
    package var genericParameters: [GenericParameter]
    package var parameters: [ParameterDeclaration]
    package var isAsync: Bool
    package var throwsClause: ThrowsClause?
    /// Nil when the method returns nothing (no arrow).
    package var returnType: TypeSyntax?
    /// The requirements of a `where` clause, each in canonical text (`T: Sendable`, `T.Element == Int`).
    package var whereRequirements: [String]
    /// For an initializer (a method named `init`): `init?` or `init!`; nil otherwise.
    package var failability: Failability?

    /// `init?` or `init!`.
    package enum Failability: String, Hashable, Sendable {
        case optional = "?"
        case implicitlyUnwrapped = "!"
    }

    package init(
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
    package var isInitializer: Bool { name == "init" }

    /// Swift's selector: `signIn(username:)`, `set(_:forKey:)`, `start()`.
    package var selector: String {
        var text = name + "("
        for parameter in parameters { text += (parameter.label ?? "_") + ":" }
        return text + ")"
    }
}

/// `label name: Type = default`, with `_` as a nil label.
package struct ParameterDeclaration: Hashable, Sendable {
    /// The argument label callers write; nil for `_`.
    package var label: String?
    /// The name used inside the body.
    package var name: String
    package var type: TypeSyntax
    package var isInout: Bool
    package var isVariadic: Bool
    /// The default value's text, as written.
    package var defaultValue: String?
    /// `borrowing`, `consuming` or `sending` before the type; nil when absent.
    package var ownership: String?

    package init(
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
package struct GenericParameter: Hashable, Sendable {
    package var name: String
    package var constraint: TypeSyntax?

    package init(name: String, constraint: TypeSyntax? = nil) {
        self.name = name
        self.constraint = constraint
    }
}

/// `var name: Type { get }` or `{ get set }`, possibly `static`, possibly with attributes.
package struct PropertyDeclaration: Hashable, Sendable {
    package var attributes: [String]
    package var modifiers: [String]
    package var name: String
    package var type: TypeSyntax
    package var isSettable: Bool
    /// `{ get async throws }`: an effectful read-only property.
    package var isAsync: Bool
    package var throwsClause: ThrowsClause?

    package init(attributes: [String] = [], modifiers: [String] = [], name: String, type: TypeSyntax, isSettable: Bool, isAsync: Bool = false, throwsClause: ThrowsClause? = nil) {
        self.attributes = attributes
        self.modifiers = modifiers
        self.name = name
        self.type = type
        self.isSettable = isSettable
        self.isAsync = isAsync
        self.throwsClause = throwsClause
    }
}
