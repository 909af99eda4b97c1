import ArchGenSource

/// Types: `Int`, `Main.UserInfo.Request`, `[String: Int]?`, `(name: String, age: Int)`,
/// `@escaping @Sendable (Result<[Item], Error>) async throws -> Void`, `some P`, `any P & Q`, `T.Type`.
extension DeclarationCursor {
    /// Ownership specifiers a function type's parameter may carry; kept as a leading word.
    static let typeOwnershipSpecifiers: Set<String> = ["borrowing", "consuming", "sending", "__owned", "__shared"]

    /// Whether the current token can start a type.
    var isAtTypeStart: Bool {
        (current.isWord && !current.isKeyword("where")) || current.isPunctuation("(") || current.isPunctuation("[")
            || current.isPunctuation("@")
    }

    mutating func parseType() throws(DeclarationError) -> TypeSyntax {
        try nested { cursor throws(DeclarationError) in try cursor.parseTypeAtCurrentDepth() }
    }

    private mutating func parseTypeAtCurrentDepth() throws(DeclarationError) -> TypeSyntax {
        var attributes: [String] = []
        while current.isPunctuation("@") {
            attributes.append(try parseAttribute())
        }
        let base: TypeSyntax
        if (current.isKeyword("some") || current.isKeyword("any")) && next.kind != .end && isTypeStart(next) {
            let isOpaque = advance().text == "some"
            let constraint = try parseCompositionType()
            base = isOpaque ? .opaque(constraint) : .existential(constraint)
        } else if current.kind == .word(isBackticked: false), Self.typeOwnershipSpecifiers.contains(current.text),
            isTypeStart(next)
        {
            let specifier = advance().text
            base = .attributed(attributes: [specifier], try parseCompositionType())
        } else {
            base = try parseCompositionType()
        }
        return attributes.isEmpty ? base : .attributed(attributes: attributes, base)
    }

    private func isTypeStart(_ token: SwiftToken) -> Bool {
        token.isWord || token.isPunctuation("(") || token.isPunctuation("[")
    }

    /// `A & B & C`, or a single postfix type.
    /// A function type is no part of one: Swift combines protocols and
    /// classes, and `A & () -> B` printed back would read differently.
    private mutating func parseCompositionType() throws(DeclarationError) -> TypeSyntax {
        var starts = [current]
        var types = [try parsePostfixType()]
        while consume("&") {
            guard isAtTypeStart else { throw unexpected("expected a type after '&'") }
            starts.append(current)
            types.append(try parsePostfixType())
        }
        if types.count > 1, let index = types.firstIndex(where: { if case .function = $0 { true } else { false } }) {
            throw error(
                "a function type cannot be combined with '&'", at: starts[index],
                hint: "'&' combines protocols and classes; a function taking or returning a composition puts it in parentheses: '(A & B) -> C'")
        }
        return types.count == 1 ? types[0] : .composition(types)
    }

    /// A primary type followed by `?`, `!`, `.Type`, `.Protocol`.
    private mutating func parsePostfixType() throws(DeclarationError) -> TypeSyntax {
        var type = try parsePrimaryType()
        var suffixes = 0
        while true {
            if suffixes >= SpecLimits.maximumDeclarationNesting {
                throw error("the type is nested too deeply", hint: "at most \(SpecLimits.maximumDeclarationNesting) suffixes are supported")
            }
            if consume("?") {
                type = .optional(type)
            } else if consume("!") {
                type = .implicitlyUnwrapped(type)
            } else if current.isPunctuation("."), next.isKeyword("Type") || next.isKeyword("Protocol") {
                advance()
                type = .metatype(type, kind: advance().text)
            } else {
                return type
            }
            suffixes += 1
        }
    }

    private mutating func parsePrimaryType() throws(DeclarationError) -> TypeSyntax {
        if current.isWord || current.kind == .numberLiteral { return try parseNominalType() }
        if current.isPunctuation("[") { return try parseCollectionType() }
        if current.isPunctuation("(") { return try parseParenthesizedType() }
        if current.isKeyword("inout") {
            throw error("'inout' is only allowed before a parameter's type")
        }
        throw unexpected("expected a type")
    }

    /// `Result<[Item], Error>`, `Main.UserInfo.Request`.
    private mutating func parseNominalType() throws(DeclarationError) -> TypeSyntax {
        var components: [NominalComponent] = []
        while true {
            let name = try parseTypeName()
            var arguments: [TypeSyntax] = []
            if current.isPunctuation("<") {
                let opening = advance()
                repeat {
                    if current.isPunctuation(">") && !arguments.isEmpty { break }  // trailing comma
                    guard isAtTypeStart else { throw unexpected("expected a type in the generic argument list") }
                    arguments.append(try parseType())
                } while consume(",")
                try expectClosing(">", of: "the generic argument list", opening: opening, orExpected: "',' or '>'")
            }
            components.append(NominalComponent(name: name, genericArguments: arguments))
            guard current.isPunctuation("."), next.isWord, !next.isKeyword("Type"), !next.isKeyword("Protocol") else {
                return .nominal(components)
            }
            if components.count >= SpecLimits.maximumDeclarationNesting { throw error("the type name has too many components") }
            advance()
        }
    }

    /// A type's name: any identifier, `Any`, `Self`, or a backticked word.
    private mutating func parseTypeName() throws(DeclarationError) -> String {
        let token = current
        if token.kind == .word(isBackticked: false), SwiftIdentifier.needsBackticks(token.text),
            token.text != "Any" && token.text != "Self"
        {
            if token.text == "inout" { throw error("'inout' is only allowed before a parameter's type") }
            throw error("expected a type, found the keyword '\(token.text)'")
        }
        if token.isKeyword("Any") || token.isKeyword("Self") {
            advance()
            return token.text
        }
        return try parseIdentifier(what: "a type name")
    }

    /// `[T]` or `[K: V]`.
    private mutating func parseCollectionType() throws(DeclarationError) -> TypeSyntax {
        let opening = advance()
        guard isAtTypeStart else { throw unexpected("expected a type after '['") }
        let element = try parseType()
        if consume(":") {
            guard isAtTypeStart else { throw unexpected("expected a value type after ':'") }
            let value = try parseType()
            try expectClosing("]", of: "the dictionary type", opening: opening)
            return .dictionary(key: element, value: value)
        }
        try expectClosing("]", of: "the array type", opening: opening, orExpected: "']' or ':'")
        return .array(element)
    }

    /// `()`, `(Int)`, `(name: String, age: Int)`, or a function type `(Int) async throws -> R`.
    private mutating func parseParenthesizedType() throws(DeclarationError) -> TypeSyntax {
        let opening = advance()
        var elements: [TupleTypeElement] = []
        var labelTokens: [SwiftToken] = []  // labels written without '_' (not allowed on function types)
        var specifierTokens: [SwiftToken] = []  // `inout` / `...` (only allowed on function types)
        while !current.isPunctuation(")") {
            var element = TupleTypeElement(type: .tuple([]))
            if current.isWord && next.isPunctuation(":") {
                labelTokens.append(current)
                element.label = try parseLabel(what: "a tuple element label")
                advance()
            } else if current.isWord && next.isWord && tokens[min(position + 2, tokens.count - 1)].isPunctuation(":") {
                // `(_ value: Int) -> Void`: a function type's parameter name, not part of its type.
                advance()
                element.name = String(advance().text.filter { $0 != "`" })
                advance()
            }
            if current.isKeyword("inout") {
                specifierTokens.append(advance())
                element.isInout = true
            }
            guard isAtTypeStart else {
                if isAtEnd { throw unclosed(")", "the parenthesized type", opening: opening) }
                throw unexpected(element.label != nil ? "expected a type after ':'" : "expected a type")
            }
            element.type = try parseType()
            if current.isPunctuation("...") {
                specifierTokens.append(advance())
                element.isVariadic = true
            }
            elements.append(element)
            if !consume(",") { break }
        }
        try expectClosing(")", of: "the parenthesized type", opening: opening, orExpected: "',' or ')'")

        guard current.isKeyword("async") || current.isKeyword("throws") || current.isKeyword("rethrows")
            || current.isPunctuation("->")
        else {
            if let specifier = specifierTokens.first {
                throw error("'\(specifier.text)' is only allowed in a function type's parameters", at: specifier)
            }
            return .tuple(elements)
        }
        if let label = labelTokens.first {
            throw error(
                "function types cannot have argument labels", at: label,
                hint: "write '_ \(label.text): Type' or just the type")
        }
        let (isAsync, throwsClause) = try parseEffects()
        guard consume("->") else { throw unexpected("expected '->' and a result type after the function type's effects") }
        guard isAtTypeStart else { throw unexpected("expected a result type after '->'") }
        let result = try parseType()
        return .function(FunctionTypeSyntax(parameters: elements, isAsync: isAsync, throwsClause: throwsClause, returnType: result))
    }
}
