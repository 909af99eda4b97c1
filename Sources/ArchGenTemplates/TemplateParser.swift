import ArchGenSource

/// Turns tokens into nodes, matching blocks and resolving filters, so that
/// every syntax error surfaces when the template is loaded, not when it is
/// first rendered.
struct TemplateParser {
    static let keywords = ["for", "empty", "endfor", "if", "elif", "else", "endif", "include"]
    /// The tags that end a block's part: made once, not for each block parsed.
    private static let loopEnds: Set<String> = ["empty", "endfor"], conditionalEnds: Set<String> = ["elif", "else", "endif"]

    /// A tag that has been read up to its keyword.
    private struct Tag {
        var keyword: String
        var location: SourceLocation
        var arguments: ExpressionParser
        var standaloneIndent: String?
        var standaloneLineBreak: Bool
    }

    private let source: SourceText
    private let filters: TemplateFilters
    private let tokens: [TemplateToken]
    private var index = 0
    private var open: [(keyword: String, location: SourceLocation)] = []

    init(source: SourceText, filters: TemplateFilters) throws(TemplateError) {
        self.source = source
        self.filters = filters
        self.tokens = try TemplateLexer(source: source).tokenize()
    }

    mutating func parse() throws(TemplateError) -> [TemplateNode] {
        try parseNodes(until: []).nodes
    }

    /// Nodes up to a tag named in `terminators` (returned, read up to its
    /// keyword), or up to the end of the template (nil).
    private mutating func parseNodes(until terminators: Set<String>) throws(TemplateError) -> (nodes: [TemplateNode], end: Tag?) {
        var nodes: [TemplateNode] = []
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token.kind {
            case .text:
                if !token.scalars.isEmpty {
                    nodes.append(.text(String(scalars: token.scalars)))
                }
            case .comment:
                continue
            case .variable:
                var parser = try expressionParser(for: token)
                guard !parser.isAtEnd else {
                    throw source.templateError("expected a value inside '{{ }}'", at: token.location)
                }
                let value = try parser.parseFilteredValue()
                try parser.expectEnd("'|' or '}}'")
                nodes.append(.output(value))
            case .tag:
                var parser = try expressionParser(for: token)
                guard parser.current.kind == .identifier else {
                    throw parser.error(
                        "expected a tag name after '{%'",
                        hint: "the tags are \(TemplateParser.keywords.map { "'\($0)'" }.joined(separator: ", "))")
                }
                let keyword = parser.advance()
                let tag = Tag(
                    keyword: keyword.text, location: keyword.location, arguments: parser,
                    standaloneIndent: token.standaloneIndent, standaloneLineBreak: token.standaloneLineBreak)
                if terminators.contains(tag.keyword) { return (nodes, tag) }
                switch tag.keyword {
                case "for": nodes.append(.forLoop(try parseFor(tag)))
                case "if": nodes.append(.conditional(try parseIf(tag)))
                case "include": nodes.append(.include(try parseInclude(tag)))
                case "endfor", "endif", "else", "elif", "empty": throw stray(tag)
                default:
                    throw source.templateError(
                        "unknown tag '\(tag.keyword)'", at: tag.location,
                        hint: NearMiss.hint(for: tag.keyword, in: TemplateParser.keywords))
                }
            }
        }
        return (nodes, nil)
    }

    private func expressionParser(for token: TemplateToken) throws(TemplateError) -> ExpressionParser {
        try ExpressionParser(content: token.scalars, at: token.contentLocation, source: source, filters: filters)
    }

    // MARK: Blocks

    private mutating func openBlock(_ tag: Tag) throws(TemplateError) {
        guard open.count < TemplateLimits.maximumBlockNesting else {
            throw source.templateError(
                "blocks are nested more than \(TemplateLimits.maximumBlockNesting) deep", at: tag.location,
                hint: "at most \(TemplateLimits.maximumBlockNesting) levels of 'for' and 'if' are supported")
        }
        open.append((tag.keyword, tag.location))
    }

    private func neverClosed(_ tag: Tag) -> TemplateError {
        source.templateError(
            "'\(tag.keyword)' is never closed; expected '{% end\(tag.keyword) %}'", at: tag.location)
    }

    private func stray(_ tag: Tag) -> TemplateError {
        let isEnd = tag.keyword.hasPrefix("end")
        guard let block = open.last else {
            let opener = tag.keyword == "endfor" || tag.keyword == "empty" ? "for" : "if"
            return source.templateError("'\(tag.keyword)' without a matching '\(opener)'", at: tag.location)
        }
        let message = isEnd
            ? "'\(tag.keyword)' does not close the '\(block.keyword)' opened at \(block.location)"
            : "unexpected '\(tag.keyword)' inside the '\(block.keyword)' opened at \(block.location)"
        return source.templateError(
            message, at: tag.location, hint: "close the '\(block.keyword)' first with '{% end\(block.keyword) %}'")
    }

    /// `{% endfor %}`, `{% else %}` and the like take nothing after the keyword.
    private func expectNoArguments(_ tag: Tag) throws(TemplateError) {
        guard tag.arguments.isAtEnd else {
            throw tag.arguments.error("unexpected \(tag.arguments.current.described) after '\(tag.keyword)'")
        }
    }

    private mutating func parseFor(_ tag: Tag) throws(TemplateError) -> ForLoop {
        var arguments = tag.arguments
        let usage = "write it like '{% for item in items %}'"
        guard arguments.current.kind == .identifier, !ExpressionParser.reserved.contains(arguments.current.text) else {
            throw arguments.error("expected a loop variable after 'for'", hint: usage)
        }
        let variable = arguments.advance().text
        guard arguments.isWord("in") else {
            throw arguments.error("expected 'in' after 'for \(variable)'", hint: usage)
        }
        _ = arguments.advance()
        let sequence = try arguments.parseFilteredValue()
        try arguments.expectEnd("'|' or '%}'")

        try openBlock(tag)
        defer { open.removeLast() }
        let (body, bodyEnd) = try parseNodes(until: Self.loopEnds)
        guard var end = bodyEnd else { throw neverClosed(tag) }
        var emptyBody: [TemplateNode] = []
        if end.keyword == "empty" {
            try expectNoArguments(end)
            let emptyTag = end
            let (nodes, emptyEnd) = try parseNodes(until: Self.loopEnds)
            guard let emptyEnd else { throw neverClosed(tag) }
            if emptyEnd.keyword == "empty" {
                throw source.templateError(
                    "a second 'empty' in the same 'for'", at: emptyEnd.location,
                    hint: "this loop's 'empty' is at \(emptyTag.location)")
            }
            emptyBody = nodes
            end = emptyEnd
        }
        try expectNoArguments(end)
        return ForLoop(variable: variable, sequence: sequence, body: body, emptyBody: emptyBody)
    }

    private mutating func parseIf(_ tag: Tag) throws(TemplateError) -> Conditional {
        var arguments = tag.arguments
        let condition = try parseCondition(&arguments)
        try openBlock(tag)
        defer { open.removeLast() }
        var (body, end) = try parseNodes(until: Self.conditionalEnds)
        var branches: [Conditional.Branch] = [.init(condition: condition, body: body)], elseBody: [TemplateNode] = []
        var elseTag: Tag?
        while true {
            guard let current = end else { throw neverClosed(tag) }
            switch current.keyword {
            case "elif":
                if let elseTag {
                    throw source.templateError(
                        "'elif' after 'else' in the same 'if'", at: current.location,
                        hint: "the 'else' at \(elseTag.location) must come last")
                }
                var elifArguments = current.arguments
                let elifCondition = try parseCondition(&elifArguments)
                (body, end) = try parseNodes(until: Self.conditionalEnds)
                branches.append(.init(condition: elifCondition, body: body))
            case "else":
                if let elseTag {
                    throw source.templateError(
                        "a second 'else' in the same 'if'", at: current.location,
                        hint: "the 'else' at \(elseTag.location) must come last")
                }
                try expectNoArguments(current)
                elseTag = current
                (elseBody, end) = try parseNodes(until: Self.conditionalEnds)
            default:
                try expectNoArguments(current)
                return Conditional(branches: branches, elseBody: elseBody)
            }
        }
    }

    private func parseCondition(_ arguments: inout ExpressionParser) throws(TemplateError) -> Expression {
        let condition = try arguments.parseCondition()
        try arguments.expectEnd("'and', 'or', '==', '!=' or '%}'")
        return condition
    }

    private func parseInclude(_ tag: Tag) throws(TemplateError) -> Include {
        var arguments = tag.arguments
        guard arguments.current.kind == .string, let name = arguments.current.value.stringValue else {
            throw arguments.error(
                "expected the name of a template in quotes after 'include'",
                hint: "write it like '{% include \"Header\" %}'")
        }
        let nameToken = arguments.advance()
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        if name.isEmpty || Path.isAbsolute(name) || components.contains("..") || name.contains("\\") {
            throw arguments.error(
                "template name \(nameToken.text) must be a relative path inside the templates folder",
                at: nameToken)
        }
        var with: FilteredValue?
        if arguments.isWord("with") {
            _ = arguments.advance()
            with = try arguments.parseFilteredValue()
        }
        try arguments.expectEnd("'with' or '%}'")
        return Include(name: name, location: nameToken.location, with: with, indent: tag.standaloneIndent,
            lineBreak: tag.standaloneLineBreak)
    }
}
