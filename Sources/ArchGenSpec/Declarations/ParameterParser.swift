/// A method's parameter list: `(_ value: Any?, forKey defaultName: String = "name", _ items: Any...)`.
extension DeclarationCursor {
    static let parameterOwnershipSpecifiers: Set<String> = ["borrowing", "consuming", "sending", "__owned", "__shared"]

    mutating func parseParameterList() throws(DeclarationError) -> [ParameterDeclaration] {
        let opening = advance()
        var parameters: [ParameterDeclaration] = []
        while !current.isPunctuation(")") {
            if isAtEnd { throw unclosed(")", "the parameter list", opening: opening) }
            parameters.append(try parseParameter())
            if consume(",") { continue }
            try expectClosing(")", of: "the parameter list", opening: opening, orExpected: "',' or ')'")
            return parameters
        }
        advance()
        return parameters
    }

    /// `label name: inout Type... = default`
    private mutating func parseParameter() throws(DeclarationError) -> ParameterDeclaration {
        if current.isKeyword("inout") {
            throw error("'inout' goes before the parameter's type", hint: "write 'name: inout Type'")
        }
        guard current.isWord || current.kind == .numberLiteral else { throw unexpected("expected a parameter name") }
        let first = try parseLabel(what: "an argument label")
        let label: String? = first == "_" ? nil : first
        var name = first
        if current.isWord {
            if current.isKeyword("_") {
                advance()
                name = "_"
            } else {
                name = try parseIdentifier(what: "a parameter name")
            }
        }
        guard consume(":") else {
            if current.isPunctuation(",") || current.isPunctuation(")") || isAtEnd {
                // `username String`: a label and an uppercase "name" are almost always a forgotten colon.
                let forgotColon = label != nil && name != first && name.first?.isUppercase == true
                throw error("missing ':' and a type for parameter '\(name)'",
                            hint: forgotColon ? "did you mean '\(first): \(name)'?" : nil)
            }
            throw unexpected("expected ':' after the parameter name '\(name)'")
        }
        var parameter = ParameterDeclaration(label: label, name: name, type: .tuple([]))
        if consumeKeyword("inout") {
            parameter.isInout = true
        } else if current.kind == .word(isBackticked: false), Self.parameterOwnershipSpecifiers.contains(current.text),
            next.isWord || next.isPunctuation("(") || next.isPunctuation("[") || next.isPunctuation("@")
        {
            parameter.ownership = advance().text
        }
        guard isAtTypeStart else { throw unexpected("expected a type after ':'") }
        parameter.type = try parseType()
        parameter.isVariadic = consume("...")
        if current.isPunctuation("=") {
            advance()
            let value = try skipBalanced(until: { $0.isPunctuation(",") || $0.isPunctuation(")") })
            guard !value.text.isEmpty else {
                throw error("expected a default value after '='")
            }
            parameter.defaultValue = value.text
        }
        return parameter
    }
}
