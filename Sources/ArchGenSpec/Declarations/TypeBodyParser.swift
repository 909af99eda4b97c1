/// Reads the body of a one-line struct, class, actor or enum into a `TypeBody`.
/// Reading is best effort: a body it cannot follow is skipped as before (balanced
/// brackets), so it never makes a declaration that parsed before an error.
extension DeclarationCursor {
    /// Words that start a declaration inside a type's body, after attributes and modifiers.
    static let bodyIntroducers: Set<String> = [
        "var", "let", "case", "init", "func", "subscript", "deinit", "typealias", "struct", "class", "enum", "actor",
        "protocol", "associatedtype", "extension", "macro", "operator",
    ]

    /// Words that declare a nested type, its name next.
    static let nestedTypeIntroducers: Set<String> = ["struct", "class", "enum", "actor", "protocol", "typealias"]

    /// From just after the body's `{` up to (not including) its `}`: the body, or nil
    /// when it holds something this reader does not follow (the cursor is then unmoved).
    mutating func readTypeBody() -> TypeBody? {
        var attempt = self
        guard let body = try? attempt.parseTypeBody() else { return nil }
        self = attempt
        return body
    }

    private mutating func parseTypeBody() throws(DeclarationError) -> TypeBody {
        var body = TypeBody()
        while true {
            while consume(";") {}
            if current.isPunctuation("}") || isAtEnd { return body }
            _ = try parseDeclarationAttributes()
            let modifiers = try parseModifiers(introducers: Self.bodyIntroducers)
            let isStatic = modifiers.contains("static") || modifiers.contains("class")
            switch current.kind == .word(isBackticked: false) ? current.text : "" {
            case "case":
                advance()
                repeat {
                    body.cases.append(try parseEnumCase())
                } while consume(",")
            case "var", "let":
                var property = try parseBodyProperty(isStatic: isStatic)
                property.isPrivate = modifiers.contains { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") }
                body.properties.append(property)
            case "init":
                let initializer = try parseInitializer(attributes: [], modifiers: modifiers, allowsBody: true)
                try skipMemberBody()
                body.initializers.append(initializer)
            default:
                // A method, subscript, nested type...: skipped to the end of its declaration (a nested type named first).
                guard current.isWord else { throw unexpected("expected a declaration") }
                if Self.nestedTypeIntroducers.contains(current.text), next.isWord, !Self.bodyIntroducers.contains(next.text) {
                    body.nestedTypeNames.append(next.text)
                }
                _ = try skipBalanced(until: { $0.isPunctuation(";") || $0.isPunctuation("}") })
            }
            guard current.isPunctuation(";") || current.isPunctuation("}") else {
                throw unexpected("expected ';' between declarations")
            }
        }
    }

    /// `name`, `name(Int, label: String)`, `name = 1`.
    private mutating func parseEnumCase() throws(DeclarationError) -> EnumCase {
        var enumCase = EnumCase(name: try parseIdentifier(what: "a case name"))
        if current.isPunctuation("(") {
            guard case .tuple(let elements) = try parseType() else { throw unexpected("expected a payload") }
            enumCase.payload = elements
        }
        if consume("=") {
            _ = try skipBalanced(until: { $0.isPunctuation(",") || $0.isPunctuation(";") || $0.isPunctuation("}") })
        }
        return enumCase
    }

    /// `var name: Type = value { didSet { ... } }` or `let name: Type`.
    private mutating func parseBodyProperty(isStatic: Bool) throws(DeclarationError) -> BodyProperty {
        let isLet = advance().text == "let"
        let name = try parseIdentifier(what: "a property name")
        var property = BodyProperty(name: name, type: nil, isLet: isLet, isStatic: isStatic, hasInitialValue: false, isStored: true)
        if consume(":") {
            guard isAtTypeStart else { throw unexpected("expected a type after ':'") }
            property.type = try parseType()
        }
        if consume("=") {
            property.hasInitialValue = true
            _ = try skipBalanced(until: { $0.isPunctuation(";") || $0.isPunctuation("}") || $0.isPunctuation("{") })
        }
        if current.isPunctuation("{") {
            property.isStored = next.isKeyword("willSet") || next.isKeyword("didSet")
            try skipMemberBody()
        }
        return property
    }

    /// A `{ ... }` body, when one follows.
    private mutating func skipMemberBody() throws(DeclarationError) {
        guard current.isPunctuation("{") else { return }
        let opening = advance()
        _ = try skipBalanced(until: { $0.isPunctuation("}") })
        guard consume("}") else { throw unclosed("}", "the body", opening: opening) }
    }
}
