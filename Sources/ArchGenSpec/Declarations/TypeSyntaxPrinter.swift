/// Prints a `TypeSyntax` in canonical Swift form. (stub: replaced by the parser's printer)
enum TypeSyntaxPrinter {
    static func print(_ type: TypeSyntax) -> String { "" }
}
