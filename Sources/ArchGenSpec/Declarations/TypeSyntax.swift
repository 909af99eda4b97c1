/// A Swift type as written in a member fragment, parsed into its structure so
/// later stages can reason about it (is it optional, a closure, escaping?) and
/// print it back in canonical form with `description`.
public indirect enum TypeSyntax: Hashable, Sendable, CustomStringConvertible {
    /// `Int`, `Result<[Item], Error>`, `Main.UserInfo.Request`, `Swift.Error`.
    case nominal([NominalComponent])
    /// `T?`
    case optional(TypeSyntax)
    /// `T!`
    case implicitlyUnwrapped(TypeSyntax)
    /// `[T]`
    case array(TypeSyntax)
    /// `[K: V]`
    case dictionary(key: TypeSyntax, value: TypeSyntax)
    /// `()`, `(Int, String)`, `(name: String, age: Int)`; a single unlabelled
    /// element in parentheses is kept as a one-element tuple so it prints as written.
    case tuple([TupleTypeElement])
    /// `(Int) async throws -> String`
    case function(FunctionTypeSyntax)
    /// `@escaping @Sendable (Int) -> Void`: attributes (with their `@`) applied to a type.
    case attributed(attributes: [String], TypeSyntax)
    /// `some P`
    case opaque(TypeSyntax)
    /// `any P`
    case existential(TypeSyntax)
    /// `T.Type` or `P.Protocol`
    case metatype(TypeSyntax, kind: String)
    /// `A & B`
    case composition([TypeSyntax])

    public var description: String { TypeSyntaxPrinter.print(self) }
}

/// One dotted component of a nominal type: `Result<[Item], Error>` or `Request`.
public struct NominalComponent: Hashable, Sendable {
    public var name: String
    public var genericArguments: [TypeSyntax]

    public init(name: String, genericArguments: [TypeSyntax] = []) {
        self.name = name
        self.genericArguments = genericArguments
    }
}

/// An element of a tuple type or of a function type's parameter list.
public struct TupleTypeElement: Hashable, Sendable {
    /// `name` in `(name: String)`; nil when unlabelled.
    public var label: String?
    public var type: TypeSyntax
    /// `inout Int` in a function type's parameter list.
    public var isInout: Bool
    /// `Int...` in a function type's parameter list.
    public var isVariadic: Bool

    public init(label: String? = nil, type: TypeSyntax, isInout: Bool = false, isVariadic: Bool = false) {
        self.label = label
        self.type = type
        self.isInout = isInout
        self.isVariadic = isVariadic
    }
}

/// `(Params) [async] [throws[(E)]] -> Result`
public struct FunctionTypeSyntax: Hashable, Sendable {
    public var parameters: [TupleTypeElement]
    public var isAsync: Bool
    public var throwsClause: ThrowsClause?
    public var returnType: TypeSyntax

    public init(parameters: [TupleTypeElement], isAsync: Bool = false, throwsClause: ThrowsClause? = nil, returnType: TypeSyntax) {
        self.parameters = parameters
        self.isAsync = isAsync
        self.throwsClause = throwsClause
        self.returnType = returnType
    }
}

/// `throws`, `rethrows` or `throws(E)`.
public enum ThrowsClause: Hashable, Sendable {
    case untyped
    case `rethrows`
    case typed(TypeSyntax)
}

extension TypeSyntax {
    /// `Void` or `()`.
    public var isVoid: Bool {
        switch self {
        case .nominal(let components): return components.count == 1 && components[0].name == "Void"
        case .tuple(let elements): return elements.isEmpty
        default: return false
        }
    }
}
