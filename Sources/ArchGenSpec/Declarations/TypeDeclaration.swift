/// A named field of a tuple field list or an entity shorthand: `name: Type`.
public struct FieldDeclaration: Hashable, Sendable {
    public var name: String
    public var type: TypeSyntax

    public init(name: String, type: TypeSyntax) {
        self.name = name
        self.type = type
    }
}

/// A use-case model (`response: (user: User): MessageProtocol`): the stored
/// fields of the struct archgen writes, and the protocols it conforms to.
public struct ModelDeclaration: Hashable, Sendable {
    public var fields: [FieldDeclaration]
    /// As written after the fields (`: MessageProtocol, Sendable`); empty when none.
    public var conformances: [TypeSyntax]

    public init(fields: [FieldDeclaration], conformances: [TypeSyntax] = []) {
        self.fields = fields
        self.conformances = conformances
    }
}

/// An entry of `entities` or `external`.
public enum EntityDeclaration: Hashable, Sendable {
    /// `Item(name: String, enabled: Bool): Identifiable`: a struct with these
    /// stored properties, conforming to the protocols written after them.
    case shorthand(name: String, fields: [FieldDeclaration], conformances: [TypeSyntax] = [])
    /// A whole one-line declaration, used as written.
    case declaration(TypeDeclaration)

    public var name: String {
        switch self {
        case .shorthand(let name, _, _): return name
        case .declaration(let declaration): return declaration.name
        }
    }
}

/// `enum SignInError: Error { case empty, tooLong }`, `protocol P: AnyObject { func a() }`,
/// `typealias ID = String`: its head parsed, its body kept verbatim.
public struct TypeDeclaration: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case `struct`, `class`, `enum`, `protocol`, `actor`, `typealias`, `extension`
    }

    public var attributes: [String]
    /// `final`, `public`, `indirect`, ...
    public var modifiers: [String]
    public var kind: Kind
    /// The declared name (for an extension, the extended type's text).
    public var name: String
    public var genericParameters: [GenericParameter]
    /// The inheritance clause (`: Error, Sendable`); for a typealias, its one aliased type.
    public var inheritance: [TypeSyntax]
    /// For protocols: the member requirements of the body, parsed.
    public var members: [MemberDeclaration]
    /// For structs, classes, actors and enums: the properties, cases and
    /// initializers of the body; nil when the body could not be read.
    public var body: TypeBody?
    /// The whole declaration as written (trimmed), emitted verbatim.
    public var text: String

    public init(
        attributes: [String] = [], modifiers: [String] = [], kind: Kind, name: String,
        genericParameters: [GenericParameter] = [], inheritance: [TypeSyntax] = [],
        members: [MemberDeclaration] = [], body: TypeBody? = nil, text: String
    ) {
        self.body = body
        self.attributes = attributes
        self.modifiers = modifiers
        self.kind = kind
        self.name = name
        self.genericParameters = genericParameters
        self.inheritance = inheritance
        self.members = members
        self.text = text
    }
}
