/// Parses Swift member fragments. (stub: replaced by the parser)
public enum DeclarationParser {
    /// A method or property requirement.
    public static func parseMember(_ text: String) throws(DeclarationError) -> MemberDeclaration {
        throw DeclarationError(message: "not implemented", offset: 0)
    }

    /// `(name: Type, ...)` or `()`.
    public static func parseFieldList(_ text: String) throws(DeclarationError) -> [FieldDeclaration] {
        throw DeclarationError(message: "not implemented", offset: 0)
    }

    /// `Name(field: Type, ...)` or a whole one-line type declaration.
    public static func parseEntity(_ text: String) throws(DeclarationError) -> EntityDeclaration {
        throw DeclarationError(message: "not implemented", offset: 0)
    }

    /// A type on its own: `[String: Int]?`.
    public static func parseType(_ text: String) throws(DeclarationError) -> TypeSyntax {
        throw DeclarationError(message: "not implemented", offset: 0)
    }
}
