/// Parses the Swift fragments of a spec: members, field lists, entities and types.
///
/// Every entry point reads the whole text (trailing text is an error), never
/// crashes and never recurses deeper than `SpecLimits.maximumDeclarationNesting`; an
/// error's `offset` counts Unicode scalars from the start of the text.
package enum DeclarationParser {
    /// A method or property requirement: `signIn(username: String)`,
    /// `func load<T: Decodable>(_ type: T.Type) async throws -> T`, `var name: String { get set }`,
    /// `init(name: String)`. Subscripts are rejected.
    package static func parseMember(_ text: String) throws(DeclarationError) -> MemberDeclaration {
        var cursor = try DeclarationCursor(text)
        let member = try cursor.parseMemberDeclaration()
        try cursor.expectEnd(after: "the declaration")
        return member
    }

    /// `(name: Type, ...)` or `()`.
    package static func parseFieldList(_ text: String) throws(DeclarationError) -> [FieldDeclaration] {
        var cursor = try DeclarationCursor(text)
        let fields = try cursor.parseFields()
        try cursor.expectEnd(after: "the field list")
        return fields
    }

    /// A use-case model: `(name: Type, ...)` or `()`, then the protocols it
    /// conforms to, if any: `(user: User): MessageProtocol`.
    package static func parseModel(_ text: String) throws(DeclarationError) -> ModelDeclaration {
        var cursor = try DeclarationCursor(text)
        let fields = try cursor.parseFields()
        let conformances = try cursor.parseConformances()
        try cursor.expectEnd(after: conformances.isEmpty ? "the field list" : "the conformances")
        return ModelDeclaration(fields: fields, conformances: conformances)
    }

    /// `Name(field: Type, ...)` (with `: P, Q` after it) or a whole one-line type declaration.
    package static func parseEntity(_ text: String) throws(DeclarationError) -> EntityDeclaration {
        var cursor = try DeclarationCursor(text)
        let entity = try cursor.parseEntityDeclaration(text: DeclarationCursor.trimmed(text))
        try cursor.expectEnd(after: "the declaration")
        return entity
    }

    /// A type on its own: `[String: Int]?`.
    package static func parseType(_ text: String) throws(DeclarationError) -> TypeSyntax {
        var cursor = try DeclarationCursor(text)
        guard cursor.isAtTypeStart else { throw cursor.unexpected("expected a type") }
        let type = try cursor.parseType()
        try cursor.expectEnd(after: "the type")
        return type
    }
}

extension DeclarationCursor {
    /// Trailing text is an error: `unexpected 'x' after the declaration`.
    func expectEnd(after what: String) throws(DeclarationError) {
        guard !isAtEnd else { return }
        if current.kind == .stringLiteral { throw error("unexpected string literal after \(what)") }
        throw error("unexpected \(current.quoted) after \(what)")
    }
}
