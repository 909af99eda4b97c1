/// Entities: the shorthand `Item(name: String, enabled: Bool)` and whole one-line type
/// declarations (`enum SignInError: Error { case empty, tooLong }`), plus field lists.
extension DeclarationCursor {
    static let typeDeclarationKinds: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias", "extension"]

    mutating func parseEntityDeclaration(text: String) throws(DeclarationError) -> EntityDeclaration {
        if isAtEnd {
            throw error(
                "expected an entity declaration",
                hint: "write 'Name(field: Type, ...)' or a one-line declaration such as 'struct Name { ... }'")
        }
        let attributes = try parseDeclarationAttributes()
        let modifiers = try parseModifiers(introducers: Self.typeDeclarationKinds)
        if current.kind == .word(isBackticked: false), Self.typeDeclarationKinds.contains(current.text),
            next.isWord || SwiftIdentifier.isKeyword(current.text)
        {
            let kind = TypeDeclaration.Kind(rawValue: advance().text) ?? .struct
            var declaration = TypeDeclaration(attributes: attributes, modifiers: modifiers, kind: kind, name: "", text: text)
            try parseTypeDeclarationRest(into: &declaration)
            return .declaration(declaration)
        }
        if !attributes.isEmpty || !modifiers.isEmpty || current.isKeyword("func") || current.isKeyword("var") {
            throw unexpected("expected 'struct', 'class', 'enum', 'protocol', 'actor', 'typealias' or 'extension'")
        }
        let nameToken = current
        let name = try parseIdentifier(what: "an entity name")
        if current.isPunctuation("<") {
            throw error(
                "the shorthand cannot declare a generic entity",
                hint: "write the whole declaration: 'struct \(name)<T> { ... }'")
        }
        guard current.isPunctuation("(") else {
            throw unexpected(
                "expected '(' and the fields after the entity name '\(nameToken.text)'",
                hint: "write '\(name)(field: Type, ...)' or a whole declaration such as 'struct \(name) { ... }'")
        }
        let fields = try parseFields()
        return .shorthand(name: name, fields: fields, conformances: try parseConformances())
    }

    /// `: P, Q` after the fields of a struct archgen writes (an entity
    /// shorthand, a use-case model): the protocols it conforms to, each once.
    mutating func parseConformances() throws(DeclarationError) -> [TypeSyntax] {
        guard consume(":") else { return [] }
        var conformances: [TypeSyntax] = []
        repeat {
            let start = current
            guard isAtTypeStart else {
                throw unexpected("expected a protocol after \(conformances.isEmpty ? "':'" : "','")",
                                 hint: "write the protocols the struct conforms to: '(name: String): Sendable, Identifiable'")
            }
            let type = try parseType()
            if type.description == "AnyObject" {
                throw error("a struct cannot conform to 'AnyObject'", at: start,
                            hint: "archgen writes this type as a struct; to declare a class, write the whole declaration")
            }
            guard type.namesProtocols else {
                throw error("a conformance names a protocol; '\(type)' is not one", at: start,
                            hint: "write a protocol's name, such as 'Sendable' or 'MessageProtocol'")
            }
            if conformances.contains(type) { throw error("'\(type)' is listed twice", at: start) }
            conformances.append(type)
        } while consume(",")
        return conformances
    }

    /// After the kind keyword: name, generic parameters, inheritance, `where`, body (or `= Type`).
    private mutating func parseTypeDeclarationRest(into declaration: inout TypeDeclaration) throws(DeclarationError) {
        let kind = declaration.kind
        if kind == .extension {
            guard isAtTypeStart else { throw unexpected("expected the extended type after 'extension'") }
            declaration.name = try parseType().description
        } else {
            declaration.name = try parseIdentifier(what: "a type name")
            declaration.genericParameters = try parseGenericParameters()
        }
        if kind == .typealias {
            guard consume("=") else { throw unexpected("expected '=' and the aliased type") }
            guard isAtTypeStart else { throw unexpected("expected a type after '='") }
            declaration.inheritance = [try parseType()]
            return
        }
        if consume(":") {
            repeat {
                declaration.inheritance.append(try parseInheritedType())
            } while consume(",")
        }
        _ = try parseWhereClause()
        guard current.isPunctuation("{") else {
            throw unexpected("expected '{' and the body of the \(kind.rawValue)", hint: "an empty body is '{}'")
        }
        let opening = advance()
        if kind == .protocol {
            while true {
                while consume(";") {}
                if current.isPunctuation("}") { break }
                if isAtEnd { throw unclosed("}", "the protocol's body", opening: opening) }
                declaration.members.append(try parseMemberDeclaration())
                if !current.isPunctuation(";") && !current.isPunctuation("}") && !isAtEnd
                    && !current.isPunctuation("@") && !current.isWord
                {
                    throw unexpected("expected ';' or '}' after the member requirement")
                }
            }
        } else {
            if kind != .extension { declaration.body = readTypeBody() }
            _ = try skipBalanced(until: { $0.isPunctuation("}") })
        }
        guard consume("}") else { throw unclosed("}", "the \(kind.rawValue)'s body", opening: opening) }
    }

    /// A type of an inheritance clause; also `~Copyable`, and the old `class` bound
    /// (`protocol SignInView: class`), read as its modern spelling `AnyObject`.
    private mutating func parseInheritedType() throws(DeclarationError) -> TypeSyntax {
        if consumeKeyword("class") { return .nominal([NominalComponent(name: "AnyObject")]) }
        if current.isPunctuation("~"), next.isWord, next.offset == current.endOffset {
            advance()
            return .nominal([NominalComponent(name: "~" + advance().text)])
        }
        guard isAtTypeStart else { throw unexpected("expected a type in the inheritance clause") }
        return try parseType()
    }

    /// `(name: Type, ...)` or `()`: every field named, no defaults.
    mutating func parseFields() throws(DeclarationError) -> [FieldDeclaration] {
        guard current.isPunctuation("(") else {
            throw unexpected("expected '(' to start the field list", hint: "write '(name: Type, ...)' or '()'")
        }
        let opening = advance()
        var fields: [FieldDeclaration] = []
        while !current.isPunctuation(")") {
            if isAtEnd { throw unclosed(")", "the field list", opening: opening) }
            fields.append(try parseField(after: fields))
            if consume(",") { continue }
            try expectClosing(")", of: "the field list", opening: opening, orExpected: "',' or ')'")
            return fields
        }
        advance()
        return fields
    }

    private mutating func parseField(after fields: [FieldDeclaration]) throws(DeclarationError) -> FieldDeclaration {
        guard current.isWord || current.kind == .numberLiteral, next.isPunctuation(":") else {
            throw unexpected("expected a field name", hint: "every field is named: '(name: Type)'")
        }
        let nameToken = current
        let name = try parseLabel(what: "a field name")
        if name == "_" { throw error("expected a field name", at: nameToken, hint: "every field is named: '(name: Type)'") }
        if fields.contains(where: { $0.name == name }) { throw error("duplicate field '\(name)'", at: nameToken) }
        advance()  // ':'
        guard isAtTypeStart else { throw unexpected("expected a type after ':'") }
        let type = try parseType()
        if current.isPunctuation("=") { throw error("a field cannot have a default value") }
        if current.isPunctuation("...") { throw error("a field cannot be variadic", hint: "use an array: '[\(type)]'") }
        return FieldDeclaration(name: name, type: type)
    }
}

extension TypeSyntax {
    /// The attributes a conformance may carry: `@unchecked Sendable`,
    /// `@preconcurrency P`, `@retroactive P`, and an isolated conformance `@MainActor P`.
    static let conformanceAttributes: Set<String> = ["@unchecked", "@preconcurrency", "@retroactive", "@MainActor"]

    /// Whether the type can stand in an inheritance clause of a struct: a
    /// plain name (`MessageProtocol`, `Swift.Sendable`), a composition of
    /// names, or either with a conformance's attributes.
    var namesProtocols: Bool {
        switch self {
        case .nominal(let components): return components.allSatisfy(\.genericArguments.isEmpty)
        case .composition(let parts): return parts.allSatisfy(\.namesProtocols)
        case .attributed(let attributes, let base):
            return attributes.allSatisfy(Self.conformanceAttributes.contains) && base.namesProtocols
        default: return false
        }
    }
}
