/// A named field of a tuple field list or an entity shorthand: `name: Type`.
package struct FieldDeclaration: Hashable, Sendable {
    package var name: String
    package var type: TypeSyntax

    package init(name: String, type: TypeSyntax) {
        self.name = name
        self.type = type
    }
}

/// A use-case model (`response: (user: User): MessageProtocol`): the stored
/// fields of the struct archgen writes, and the protocols it conforms to.
package struct ModelDeclaration: Hashable, Sendable {
    package var fields: [FieldDeclaration]
    /// As written after the fields (`: MessageProtocol, Sendable`); empty when none.
    package var conformances: [TypeSyntax]

    package init(fields: [FieldDeclaration], conformances: [TypeSyntax] = []) {
        self.fields = fields
        self.conformances = conformances
    }
}

/// An entry of `entities` or `external`.
package enum EntityDeclaration: Hashable, Sendable {
    /// `Item(name: String, enabled: Bool): Identifiable`: a struct with these
    /// stored properties, conforming to the protocols written after them.
    case shorthand(name: String, fields: [FieldDeclaration], conformances: [TypeSyntax] = [])
    /// A whole one-line declaration, used as written.
    case declaration(TypeDeclaration)

    package var name: String {
        switch self {
        case .shorthand(let name, _, _): return name
        case .declaration(let declaration): return declaration.name
        }
    }
}

/// `enum SignInError: Error { case empty, tooLong }`, `protocol P: AnyObject { func a() }`,
/// `typealias ID = String`: its head parsed, its body kept verbatim.
package struct TypeDeclaration: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable {
        case `struct`, `class`, `enum`, `protocol`, `actor`, `typealias`, `extension`
    }

    package var attributes: [String]
    /// `final`, `public`, `indirect`, ...
    package var modifiers: [String]
    package var kind: Kind
    /// The declared name (for an extension, the extended type's text).
    package var name: String
    package var genericParameters: [GenericParameter]
    /// The inheritance clause (`: Error, Sendable`); for a typealias, its one aliased type.
    package var inheritance: [TypeSyntax]
    /// For protocols: the member requirements of the body, parsed.
    package var members: [MemberDeclaration]
    /// For structs, classes, actors and enums: the properties, cases and
    /// initializers of the body; nil when the body could not be read.
    package var body: TypeBody?
    /// The whole declaration as written (trimmed), emitted verbatim.
    package var text: String

    package init(
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
