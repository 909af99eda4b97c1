/// Names and argument labels, checked with `SwiftIdentifier`'s rules.
extension DeclarationCursor {
    /// A name that must be an identifier: a keyword needs backticks.
    /// `what` names the expected thing: "a method name", "a parameter name".
    mutating func parseIdentifier(what: String) throws(DeclarationError) -> String {
        let token = current
        switch token.kind {
        case .word(isBackticked: true):
            guard SwiftIdentifier.isIdentifier(token.text) else {
                throw error("'\(token.text)' is not a valid identifier", hint: "a name is letters, digits and '_', not starting with a digit")
            }
        case .word(isBackticked: false):
            guard SwiftIdentifier.isIdentifier(token.text) else {
                throw error("'\(token.text)' is not a valid identifier", hint: "a name is letters, digits and '_', not starting with a digit")
            }
            if token.text == "_" {
                throw error("'_' cannot be \(what)", hint: "'_' stands for no name; give it a name")
            }
            if SwiftIdentifier.needsBackticks(token.text) {
                throw error(
                    "'\(token.text)' is a keyword and cannot be \(what)",
                    hint: "write `\(token.text)` in backticks to use it as a name")
            }
        case .numberLiteral:
            throw error("'\(token.text)' is not a valid identifier", hint: "a name starts with a letter or '_'")
        default:
            throw unexpected("expected \(what)")
        }
        advance()
        return token.text
    }

    /// An argument label or a tuple label: Swift accepts any keyword there except
    /// `inout`, `var` and `let`; `_` is returned as is.
    mutating func parseLabel(what: String) throws(DeclarationError) -> String {
        let token = current
        if token.kind == .word(isBackticked: false), ["inout", "var", "let"].contains(token.text) {
            throw error("'\(token.text)' cannot be used as \(what)", hint: "write `\(token.text)` in backticks")
        }
        if token.kind == .word(isBackticked: false), SwiftIdentifier.isKeyword(token.text) {
            advance()
            return token.text
        }
        if token.isWord && token.text == "_" && !token.isBackticked {
            advance()
            return "_"
        }
        return try parseIdentifier(what: what)
    }
}
