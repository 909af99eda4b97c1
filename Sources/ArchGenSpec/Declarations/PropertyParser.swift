/// Property requirements: `var name: Type { get }`, `{ get set }`, `{ get async throws }`.
extension DeclarationCursor {
    /// `var name: Type { get }`, `{ get set }`, `{ get async throws }`; without a block a
    /// `var` is read-write and a `let` read-only.
    mutating func parseProperty(attributes: [String], modifiers: [String]) throws(DeclarationError) -> PropertyDeclaration {
        let keyword = advance()
        let nameToken = current
        let name = try parseIdentifier(what: "a property name")
        guard consume(":") else {
            if current.isPunctuation("(") || current.isPunctuation("<") {
                throw error(
                    "a property cannot have parameters",
                    hint: "write a method without 'var': '\(nameToken.text)(...)'")
            }
            throw error("missing ':' and a type for property '\(name)'")
        }
        guard isAtTypeStart else { throw unexpected("expected a type after ':'") }
        var property = PropertyDeclaration(
            attributes: attributes, modifiers: modifiers, name: name, type: try parseType(), isSettable: keyword.text == "var")
        if current.isPunctuation("=") {
            throw error("a property requirement cannot have an initial value", hint: "remove '= ...'")
        }
        guard current.isPunctuation("{") else { return property }
        if keyword.text == "let" {
            throw error("a 'let' property cannot have accessors", hint: "write 'var \(name): Type { get }'")
        }
        try parseAccessorBlock(into: &property)
        return property
    }

    private mutating func parseAccessorBlock(into property: inout PropertyDeclaration) throws(DeclarationError) {
        let opening = advance()
        var getter: SwiftToken?
        var setter: SwiftToken?
        while !current.isPunctuation("}") {
            if isAtEnd { throw unclosed("}", "the accessor block", opening: opening) }
            _ = consumeKeyword("mutating") || consumeKeyword("nonmutating")
            let accessor = current
            if accessor.isKeyword("get") {
                if getter != nil { throw error("duplicate 'get'") }
                getter = advance()
                (property.isAsync, property.throwsClause) = try parseEffects()
            } else if accessor.isKeyword("set") {
                if setter != nil { throw error("duplicate 'set'") }
                setter = advance()
            } else if accessor.isPunctuation("{") {
                throw error("a property requirement has no accessor bodies", hint: "write '{ get }' or '{ get set }'")
            } else {
                throw unexpected("expected 'get' or 'set' in the accessor block")
            }
            _ = consume(";")
        }
        advance()
        guard getter != nil else {
            throw error("a property requirement needs a 'get'", at: setter ?? opening, hint: "write '{ get set }'")
        }
        if let setter, property.isAsync || property.throwsClause != nil {
            throw error("a property with 'async' or 'throws' cannot have a setter", at: setter)
        }
        property.isSettable = setter != nil
    }
}
