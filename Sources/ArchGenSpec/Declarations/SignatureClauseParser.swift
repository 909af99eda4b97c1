/// Clauses shared by methods, types and function types: effects, attributes,
/// generic parameters and `where` clauses.
extension DeclarationCursor {
    /// `async`, `throws`, `throws(E)`, `rethrows`, in Swift's order.
    mutating func parseEffects() throws(DeclarationError) -> (isAsync: Bool, throwsClause: ThrowsClause?) {
        let isAsync = consumeKeyword("async")
        var throwsClause: ThrowsClause?
        if consumeKeyword("rethrows") {
            throwsClause = .rethrows
        } else if current.isKeyword("throws") {
            advance()
            throwsClause = .untyped
            if current.isPunctuation("(") {
                let opening = advance()
                guard isAtTypeStart else { throw unexpected("expected an error type in 'throws(...)'") }
                throwsClause = .typed(try parseType())
                try expectClosing(")", of: "the thrown error type", opening: opening)
            }
        }
        if throwsClause != nil, current.isKeyword("async") {
            throw error("'async' must precede '\(previousEffectWord)'", hint: "write 'async throws'")
        }
        return (isAsync, throwsClause)
    }

    private var previousEffectWord: String {
        tokens[..<position].last(where: { $0.isKeyword("throws") || $0.isKeyword("rethrows") })?.text ?? "throws"
    }

    /// `@MainActor`, `@available(iOS 15, *)`: arguments only when `(` touches the name.
    mutating func parseAttribute() throws(DeclarationError) -> String {
        let at = advance()
        // Attribute names are plain words: `@MainActor`, `@escaping`, never `` @`a b` ``.
        guard current.kind == .word(isBackticked: false), current.offset == at.endOffset else {
            throw unexpected("expected an attribute name after '@'")
        }
        let name = advance()
        guard current.isPunctuation("("), current.offset == name.endOffset else { return "@" + name.text }
        let opening = advance()
        let arguments = try skipBalanced(until: { $0.isPunctuation(")") })
        guard consume(")") else { throw unclosed(")", "the attribute's arguments", opening: opening) }
        return "@\(name.text)(\(arguments.text))"
    }

    /// `<T: Decodable, U>`
    mutating func parseGenericParameters() throws(DeclarationError) -> [GenericParameter] {
        guard current.isPunctuation("<") else { return [] }
        let opening = advance()
        var parameters: [GenericParameter] = []
        repeat {
            if current.isPunctuation(">") && !parameters.isEmpty { break }  // trailing comma
            var parameter = GenericParameter(name: try parseIdentifier(what: "a generic parameter name"))
            if consume(":") {
                guard isAtTypeStart else { throw unexpected("expected a constraint after ':'") }
                parameter.constraint = try parseType()
            }
            parameters.append(parameter)
        } while consume(",")
        try expectClosing(">", of: "the generic parameter list", opening: opening, orExpected: "',' or '>'")
        return parameters
    }

    /// `where T: Sendable, T.Element == Int`, each requirement in canonical text.
    mutating func parseWhereClause() throws(DeclarationError) -> [String] {
        guard consumeKeyword("where") else { return [] }
        var requirements: [String] = []
        repeat {
            guard isAtTypeStart else { throw unexpected("expected a requirement in the 'where' clause") }
            let subject = try parseType()
            if consume(":") {
                guard isAtTypeStart else { throw unexpected("expected a constraint after ':'") }
                requirements.append("\(subject): \(try parseType())")
            } else if consume("==") {
                guard isAtTypeStart else { throw unexpected("expected a type after '=='") }
                requirements.append("\(subject) == \(try parseType())")
            } else {
                throw unexpected("expected ':' or '==' in the 'where' requirement")
            }
        } while consume(",")
        return requirements
    }
}
