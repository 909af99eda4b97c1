/// Member requirements: methods (with or without `func`), initializers and properties.
extension DeclarationCursor {
    /// Declaration modifiers accepted before a member or a type declaration.
    static let declarationModifiers: Set<String> = [
        "static", "class", "nonisolated", "mutating", "nonmutating", "override", "public", "private",
        "fileprivate", "internal", "open", "package", "final", "required", "convenience", "optional", "dynamic",
        "weak", "unowned", "lazy", "distributed", "indirect", "consuming", "borrowing", "__consuming",
    ]

    /// Words that introduce a member, after attributes and modifiers.
    static let memberIntroducers: Set<String> = ["func", "var", "let", "init", "subscript"]

    /// Declaration attributes (`@MainActor`, `@available(iOS 15, *)`).
    mutating func parseDeclarationAttributes() throws(DeclarationError) -> [String] {
        var attributes: [String] = []
        while current.isPunctuation("@") { attributes.append(try parseAttribute()) }
        return attributes
    }

    /// Modifiers such as `static`, `nonisolated`, `private(set)`. A modifier word counts as
    /// one only when what follows is a declaration (so `open(url: URL)` is a method named `open`).
    mutating func parseModifiers(introducers: Set<String>) throws(DeclarationError) -> [String] {
        var modifiers: [String] = []
        while current.kind == .word(isBackticked: false), Self.declarationModifiers.contains(current.text),
            !introducers.contains(current.text)
        {
            var lookahead = position + 1
            var text = current.text
            if tokens[lookahead].isPunctuation("("), tokens[lookahead + 1].isWord,
                ["set", "unsafe", "safe", "weak"].contains(tokens[lookahead + 1].text),
                tokens[min(lookahead + 2, tokens.count - 1)].isPunctuation(")")
            {
                text += "(\(tokens[lookahead + 1].text))"
                lookahead += 3
            }
            let following = tokens[min(lookahead, tokens.count - 1)]
            let afterFollowing = tokens[min(lookahead + 1, tokens.count - 1)]
            let startsDeclaration =
                following.kind == .word(isBackticked: false)
                && (introducers.contains(following.text) || Self.declarationModifiers.contains(following.text))
                || following.isWord && !SwiftIdentifier.needsBackticks(following.text)
                    && (afterFollowing.isPunctuation("(") || afterFollowing.isPunctuation("<"))
            guard startsDeclaration else { break }
            while position < lookahead { advance() }
            modifiers.append(text)
        }
        return modifiers
    }

    /// One member from the current token; stops right after it (before the
    /// body of a method or initializer, with `allowsBody`: one implemented in a type).
    mutating func parseMemberDeclaration(allowsBody: Bool = false) throws(DeclarationError) -> MemberDeclaration {
        let attributes = try parseDeclarationAttributes()
        let modifiers = try parseModifiers(introducers: Self.memberIntroducers)
        let introducer = current
        if introducer.kind == .word(isBackticked: false) {
            switch introducer.text {
            case "func":
                advance()
                return .method(try parseMethod(
                    attributes: attributes, modifiers: modifiers, introducedByFunc: true, allowsBody: allowsBody))
            case "var", "let":
                return .property(try parseProperty(attributes: attributes, modifiers: modifiers))
            case "init":
                return .method(try parseInitializer(attributes: attributes, modifiers: modifiers, allowsBody: allowsBody))
            case "subscript":
                throw error(
                    "subscripts are not supported as members",
                    hint: "declare a method instead, such as 'item(at index: Int) -> Item'")
            case "deinit":
                throw error("a deinitializer cannot be a member requirement")
            case "struct", "class", "enum", "protocol", "actor", "extension", "typealias", "associatedtype", "case",
                "import", "operator", "precedencegroup", "macro":
                if next.isPunctuation("(") || next.isPunctuation("<") { break }  // `class()`: reported as a name
                throw error(
                    "'\(introducer.text)' declarations are not supported as members",
                    hint: "a member is a method 'name(label param: Type)' or a property 'var name: Type { get }'")
            default:
                break
            }
        }
        if introducer.isEnd {
            throw error(
                attributes.isEmpty && modifiers.isEmpty ? "expected a member declaration" : "expected a declaration after the modifiers",
                hint: "a member is a method 'name(label param: Type)' or a property 'var name: Type { get }'")
        }
        return .method(try parseMethod(attributes: attributes, modifiers: modifiers, introducedByFunc: false))
    }

    /// `name<T>(params) async throws -> R where ...`, the `func` keyword already consumed (or absent).
    private mutating func parseMethod(
        attributes: [String], modifiers: [String], introducedByFunc: Bool, allowsBody: Bool = false
    ) throws(DeclarationError) -> MethodDeclaration {
        if current.kind == .punctuation, !["(", "<", "[", "{", ")", "]", "}", ",", ";", ":", "@"].contains(current.text) {
            throw error("operator declarations are not supported as members")
        }
        let nameToken = current
        let name = try parseIdentifier(what: "a method name")
        var method = MethodDeclaration(attributes: attributes, modifiers: modifiers, name: name)
        method.genericParameters = try parseGenericParameters()
        guard current.isPunctuation("(") else {
            if current.offset == nameToken.endOffset, !current.isEnd, method.genericParameters.isEmpty,
                !current.isPunctuation(":"), !current.isPunctuation("{")
            {
                // `sign-in(...)`, `name€()`: characters glued to the name that no name may hold.
                throw error(
                    "'\(gluedRun(from: nameToken.offset))' is not a valid identifier", at: nameToken,
                    hint: "a name is letters, digits and '_', not starting with a digit")
            }
            if current.isPunctuation(":") && !introducedByFunc && method.genericParameters.isEmpty {
                throw error(
                    "expected '(' after the method name '\(nameToken.text)'",
                    hint: "a property is written 'var \(nameToken.text): Type { get }'")
            }
            throw unexpected(
                "expected '(' after the method name '\(nameToken.text)'",
                hint: "a method without parameters is written '\(nameToken.text)()'")
        }
        method.parameters = try parseParameterList()
        try parseSignatureTail(of: &method, allowsBody: allowsBody)
        return method
    }

    /// The text from `offset` up to the next space or bracket.
    private func gluedRun(from offset: Int) -> String {
        var end = offset
        while end < scalars.count, !scalars[end].isWhitespace, !"()<>[]{},:".unicodeScalars.contains(scalars[end]) {
            end += 1
        }
        return text(from: offset, to: end)
    }

    /// `init(...)`, `init?(...)`, `init!(...)`: a method named `init` with no return type.
    /// `allowsBody` for an initializer of a type's body, whose `{ ... }` the caller skips.
    mutating func parseInitializer(
        attributes: [String], modifiers: [String], allowsBody: Bool = false
    ) throws(DeclarationError) -> MethodDeclaration {
        let keyword = advance()
        var method = MethodDeclaration(attributes: attributes, modifiers: modifiers, name: "init")
        if current.offset == keyword.endOffset, current.isPunctuation("?") || current.isPunctuation("!") {
            method.failability = advance().text == "?" ? .optional : .implicitlyUnwrapped
        }
        method.genericParameters = try parseGenericParameters()
        guard current.isPunctuation("(") else { throw unexpected("expected '(' after 'init'") }
        method.parameters = try parseParameterList()
        if current.isPunctuation("->") {
            throw error("an initializer cannot have a return type", hint: "write 'init?(...)' for one that can fail")
        }
        try parseSignatureTail(of: &method, allowsBody: allowsBody)
        return method
    }

    /// Effects, result and `where` clause, then no body (unless `allowsBody`).
    private mutating func parseSignatureTail(of method: inout MethodDeclaration, allowsBody: Bool = false) throws(DeclarationError) {
        (method.isAsync, method.throwsClause) = try parseEffects()
        if consume("->") {
            guard isAtTypeStart else { throw unexpected("expected a return type after '->'") }
            method.returnType = try parseType()
        }
        method.whereRequirements = try parseWhereClause()
        if current.isPunctuation("{"), !allowsBody {
            throw error("a method requirement has no body", hint: "remove the body '{ ... }'")
        }
    }
}
