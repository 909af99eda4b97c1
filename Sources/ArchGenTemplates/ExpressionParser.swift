import ArchGenSource

/// Reads values and conditions from a tag's or variable's tokens.
struct ExpressionParser {
    /// Words that are never variable names.
    static let reserved: Set<String> = ["not", "and", "or", "in", "with", "true", "false", "nil", "null"]

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
        let text = String(scalars: content[start..<max(start, end)])
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
        try nested { (parser) throws(TemplateError) in
            var expression = try parser.parseAnd()
            while parser.isWord("or") {
                _ = parser.advance()
                expression = .or(expression, try parser.parseAnd())
            }
            return expression
        }
    }

    /// Runs `body` one level deeper, failing past `TemplateLimits.maximumConditionNesting`.
    private mutating func nested(
        _ body: (inout ExpressionParser) throws(TemplateError) -> Expression
    ) throws(TemplateError) -> Expression {
        guard depth < TemplateLimits.maximumConditionNesting else {
            throw error(
                "the condition is nested more than \(TemplateLimits.maximumConditionNesting) deep",
                hint: "at most \(TemplateLimits.maximumConditionNesting) levels of parentheses and 'not' are supported")
        }
        depth += 1
        defer { depth -= 1 }
        return try body(&self)
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
        return try nested { (parser) throws(TemplateError) in .not(try parser.parseNot()) }
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
