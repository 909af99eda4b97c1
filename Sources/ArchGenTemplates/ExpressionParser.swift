import ArchGenSpec

/// A word, literal or symbol inside `{{ }}` or `{% %}`.
struct ExpressionToken: Sendable {
    enum Kind: Sendable, Equatable {
        case identifier, string, integer, symbol, end
    }

    var kind: Kind
    /// The identifier or symbol; a string's or integer's source text.
    var text: String
    var value: TemplateValue = .null
    var location: SourceLocation
    /// Where it lies in the token's content, in scalars.
    var range: Range<Int>

    /// How a message names it: `'and'`, `"x"`, `the end of the tag`.
    var described: String {
        kind == .end ? "the end of the tag" : kind == .string ? text : "'\(text)'"
    }
}

/// Cuts the content of a `{{ }}` or `{% %}` into expression tokens.
struct ExpressionLexer {
    static let symbols: [String] = ["==", "!=", "|", ":", ",", "(", ")", "."]

    static func tokenize(
        _ scalars: [Unicode.Scalar], at start: SourceLocation, in source: SourceText
    ) throws(TemplateError) -> [ExpressionToken] {
        var tokens: [ExpressionToken] = []
        var index = 0
        var location = start

        func advance(_ count: Int) {
            for _ in 0..<count where index < scalars.count {
                if scalars[index] == "\n" {
                    location = SourceLocation(line: location.line + 1, column: 1)
                } else {
                    location = location.advanced(by: 1)
                }
                index += 1
            }
        }

        while index < scalars.count {
            let scalar = scalars[index]
            let tokenStart = index
            let tokenLocation = location
            func token(_ kind: ExpressionToken.Kind, _ value: TemplateValue = .null) -> ExpressionToken {
                ExpressionToken(
                    kind: kind, text: String(String.UnicodeScalarView(scalars[tokenStart..<index])),
                    value: value, location: tokenLocation, range: tokenStart..<index)
            }
            if scalar.properties.isWhitespace {
                advance(1)
            } else if isIdentifierStart(scalar) {
                while index < scalars.count, isIdentifierPart(scalars[index]) { advance(1) }
                tokens.append(token(.identifier))
            } else if isDigit(scalar) || (scalar == "-" && index + 1 < scalars.count && isDigit(scalars[index + 1])) {
                advance(1)
                while index < scalars.count, isDigit(scalars[index]) { advance(1) }
                var integer = token(.integer)
                guard let value = Int(integer.text) else {
                    throw source.templateError("integer \(integer.text) is too large", at: tokenLocation)
                }
                integer.value = .int(value)
                tokens.append(integer)
            } else if scalar == "\"" || scalar == "'" {
                guard let end = TemplateLexer.stringEnd(in: scalars, from: index) else {
                    throw source.templateError(
                        "unterminated string; expected a closing \(scalar)", at: tokenLocation)
                }
                var text = String.UnicodeScalarView()
                var position = index + 1
                while position < end {
                    var character = scalars[position]
                    if character == "\\" {
                        position += 1
                        switch scalars[position] {
                        case "n": character = "\n"
                        case "t": character = "\t"
                        case "\\", "\"", "'": character = scalars[position]
                        default:
                            throw source.templateError(
                                "unknown escape '\\\(scalars[position])' in string",
                                at: tokenLocation.advanced(by: position - 1 - index),
                                hint: "the escapes are \\n, \\t, \\\\, \\\" and \\'")
                        }
                    }
                    text.append(character)
                    position += 1
                }
                advance(end + 1 - index)
                tokens.append(token(.string, .string(String(text))))
            } else if let symbol = symbols.first(where: { matches($0, scalars, at: index) }) {
                advance(symbol.unicodeScalars.count)
                tokens.append(token(.symbol))
            } else {
                throw source.templateError(
                    "unexpected character '\(scalar)'", at: tokenLocation,
                    hint: scalar == "=" ? "compare with '=='" : scalar == "!" ? "negate with 'not' or compare with '!='" : nil)
            }
        }
        tokens.append(ExpressionToken(kind: .end, text: "", location: location, range: index..<index))
        return tokens
    }

    private static func matches(_ symbol: String, _ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        var position = index
        for scalar in symbol.unicodeScalars {
            guard position < scalars.count, scalars[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || isDigit(scalar)
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}

/// Reads values and conditions from a tag's or variable's tokens.
struct ExpressionParser {
    /// Words that are never variable names.
    static let reserved: Set<String> = ["not", "and", "or", "in", "with", "true", "false", "nil", "null"]
    static let maximumDepth = 64

    let source: SourceText
    let filters: TemplateFilters
    let content: [Unicode.Scalar]
    var tokens: [ExpressionToken]
    var index = 0
    private var depth = 0

    init(content: [Unicode.Scalar], at location: SourceLocation, source: SourceText, filters: TemplateFilters) throws(TemplateError) {
        self.source = source
        self.filters = filters
        self.content = content
        self.tokens = try ExpressionLexer.tokenize(content, at: location, in: source)
    }

    var current: ExpressionToken { tokens[index] }
    var isAtEnd: Bool { current.kind == .end }

    mutating func advance() -> ExpressionToken {
        let token = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    func isWord(_ word: String) -> Bool {
        current.kind == .identifier && current.text == word
    }

    func isSymbol(_ symbol: String) -> Bool {
        current.kind == .symbol && current.text == symbol
    }

    func error(_ message: String, at token: ExpressionToken? = nil, hint: String? = nil) -> TemplateError {
        source.templateError(message, at: (token ?? current).location, hint: hint)
    }

    /// Fails unless all tokens were used; `expected` says what could have come next.
    func expectEnd(_ expected: String) throws(TemplateError) {
        guard isAtEnd else {
            throw error("unexpected \(current.described); expected \(expected)")
        }
    }

    // MARK: Values

    /// `operand ('|' filter (':' operand (',' operand)*)?)*`
    mutating func parseFilteredValue() throws(TemplateError) -> FilteredValue {
        let start = current.range.lowerBound
        let operand = try parseOperand()
        var calls: [FilterCall] = []
        while isSymbol("|") {
            _ = advance()
            guard current.kind == .identifier else {
                throw error(
                    "expected a filter name after '|'",
                    hint: "the filters are \(filters.names.map { "'\($0)'" }.joined(separator: ", "))")
            }
            let nameToken = advance()
            guard let filter = filters[nameToken.text] else {
                throw error(
                    "unknown filter '\(nameToken.text)'", at: nameToken,
                    hint: NearMiss.hint(for: nameToken.text, in: filters.names))
            }
            var arguments: [Operand] = []
            if isSymbol(":") {
                _ = advance()
                arguments.append(try parseOperand())
                while isSymbol(",") {
                    _ = advance()
                    arguments.append(try parseOperand())
                }
            }
            guard filter.arguments.contains(arguments.count) else {
                let range = filter.arguments
                let wanted = range.lowerBound == range.upperBound
                    ? (range.lowerBound == 0 ? "no arguments" : "\(range.lowerBound) argument\(range.lowerBound == 1 ? "" : "s")")
                    : "\(range.lowerBound) to \(range.upperBound) arguments"
                throw error(
                    "filter '\(filter.name)' takes \(wanted), not \(arguments.count)", at: nameToken,
                    hint: "write it like '\(filter.usage)'")
            }
            calls.append(FilterCall(filter: filter, arguments: arguments, location: nameToken.location))
        }
        let end = tokens[max(0, index - 1)].range.upperBound
        let text = String(String.UnicodeScalarView(content[start..<max(start, end)]))
        return FilteredValue(operand: operand, filters: calls, text: text)
    }

    /// A literal or a dotted variable name.
    mutating func parseOperand() throws(TemplateError) -> Operand {
        let token = current
        switch token.kind {
        case .string, .integer:
            _ = advance()
            return .literal(token.value, token.location)
        case .identifier:
            switch token.text {
            case "true", "false":
                _ = advance()
                return .literal(.bool(token.text == "true"), token.location)
            case "nil", "null":
                _ = advance()
                return .literal(.null, token.location)
            case _ where ExpressionParser.reserved.contains(token.text):
                throw expectedValue()
            default:
                break
            }
            var segments = [VariablePath.Segment(name: advance().text, location: token.location)]
            while isSymbol(".") {
                _ = advance()
                guard current.kind == .identifier, !ExpressionParser.reserved.contains(current.text) else {
                    throw error("expected a name after '.'")
                }
                let segment = advance()
                segments.append(VariablePath.Segment(name: segment.text, location: segment.location))
            }
            return .variable(VariablePath(segments: segments))
        case .symbol, .end:
            throw expectedValue()
        }
    }

    private func expectedValue() -> TemplateError {
        let found = current.kind == .end ? "" : ", found \(current.described)"
        if index > 0 {
            return error("expected a value after '\(tokens[index - 1].text)'\(found)")
        }
        return error("expected a value\(found)")
    }

    // MARK: Conditions

    mutating func parseCondition() throws(TemplateError) -> Expression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= ExpressionParser.maximumDepth else {
            throw error("the condition is nested more than \(ExpressionParser.maximumDepth) deep")
        }
        var expression = try parseAnd()
        while isWord("or") {
            _ = advance()
            expression = .or(expression, try parseAnd())
        }
        return expression
    }

    private mutating func parseAnd() throws(TemplateError) -> Expression {
        var expression = try parseNot()
        while isWord("and") {
            _ = advance()
            expression = .and(expression, try parseNot())
        }
        return expression
    }

    private mutating func parseNot() throws(TemplateError) -> Expression {
        guard isWord("not") else { return try parseComparison() }
        _ = advance()
        depth += 1
        defer { depth -= 1 }
        guard depth <= ExpressionParser.maximumDepth else {
            throw error("the condition is nested more than \(ExpressionParser.maximumDepth) deep")
        }
        return .not(try parseNot())
    }

    private mutating func parseComparison() throws(TemplateError) -> Expression {
        let left = try parsePrimary()
        guard isSymbol("==") || isSymbol("!=") else { return left }
        let negated = advance().text == "!="
        return .equal(left, try parsePrimary(), negated: negated)
    }

    private mutating func parsePrimary() throws(TemplateError) -> Expression {
        guard isSymbol("(") else { return .value(try parseFilteredValue()) }
        let open = advance()
        let inner = try parseCondition()
        guard isSymbol(")") else {
            throw error(
                "expected ')' to close the '(' at \(open.location), found \(current.described)")
        }
        _ = advance()
        return inner
    }
}
