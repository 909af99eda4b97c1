/// A Swift type as written in a member fragment, parsed into its structure so
/// later stages can reason about it (is it optional, a closure, escaping?) and
/// print it back in canonical form with `description`.
package indirect enum TypeSyntax: Hashable, Sendable, CustomStringConvertible {
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

    package var description: String { TypeSyntaxPrinter.print(self) }
}

/// One dotted component of a nominal type: `Result<[Item], Error>` or `Request`.
package struct NominalComponent: Hashable, Sendable {
    package var name: String
    package var genericArguments: [TypeSyntax]

    package init(name: String, genericArguments: [TypeSyntax] = []) {
        self.name = name
        self.genericArguments = genericArguments
    }
}

/// An element of a tuple type or of a function type's parameter list.
package struct TupleTypeElement: Hashable, Sendable {
    /// `name` in `(name: String)`; nil when unlabelled.
    package var label: String?
    package var type: TypeSyntax
    /// `inout Int` in a function type's parameter list.
    package var isInout: Bool
    /// `Int...` in a function type's parameter list.
    package var isVariadic: Bool
    /// `success` in a function type's `(_ success: Bool) -> Void`: documentation only, so
    /// not part of the type (neither compared nor printed); a closure answering it names its value so.
    package var name: String?

    package init(label: String? = nil, type: TypeSyntax, isInout: Bool = false, isVariadic: Bool = false, name: String? = nil) {
        self.label = label
        self.type = type
        self.isInout = isInout
        self.isVariadic = isVariadic
        self.name = name
    }

    package static func == (lhs: TupleTypeElement, rhs: TupleTypeElement) -> Bool {
        lhs.label == rhs.label && lhs.type == rhs.type && lhs.isInout == rhs.isInout && lhs.isVariadic == rhs.isVariadic
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(label)
        hasher.combine(type)
        hasher.combine(isInout)
        hasher.combine(isVariadic)
    }
}

/// `(Params) [async] [throws[(E)]] -> Result`
package struct FunctionTypeSyntax: Hashable, Sendable {
    package var parameters: [TupleTypeElement]
    package var isAsync: Bool
    package var throwsClause: ThrowsClause?
    package var returnType: TypeSyntax

    package init(parameters: [TupleTypeElement], isAsync: Bool = false, throwsClause: ThrowsClause? = nil, returnType: TypeSyntax) {
        self.parameters = parameters
        self.isAsync = isAsync
        self.throwsClause = throwsClause
        self.returnType = returnType
    }
}

/// `throws`, `rethrows` or `throws(E)`.
package enum ThrowsClause: Hashable, Sendable {
    case untyped
    case `rethrows`
    case typed(TypeSyntax)
}

extension TypeSyntax {
    /// `Void` or `()`.
    package var isVoid: Bool {
        switch self {
        case .nominal(let components): return components.count == 1 && components[0].name == "Void"
        case .tuple(let elements): return elements.isEmpty
        default: return false
        }
    }
}
