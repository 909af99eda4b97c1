import ArchGenSource

/// The state shared by the declaration parsers: the tokens of one fragment, the
/// position in them, the nesting depth, and the helpers that build errors.
struct DeclarationCursor {
    let scalars: [Unicode.Scalar]
    let tokens: [SwiftToken]
    private(set) var position = 0
    var depth = 0

    init(_ text: String) throws(DeclarationError) {
        scalars = Array(text.unicodeScalars)
        tokens = try SwiftTokenizer.tokenize(text)
    }

    /// A cursor at `position` of a whole file's tokens (`SwiftOutline`).
    init(scalars: [Unicode.Scalar], tokens: [SwiftToken], position: Int) {
        self.scalars = scalars
        self.tokens = tokens
        self.position = position
    }

    var current: SwiftToken { tokens[position] }
    var next: SwiftToken { tokens[min(position + 1, tokens.count - 1)] }
    var previous: SwiftToken? { position > 0 ? tokens[position - 1] : nil }
    var isAtEnd: Bool { current.isEnd }

    @discardableResult
    mutating func advance() -> SwiftToken {
        let token = current
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    /// Consumes the punctuation if it is next.
    mutating func consume(_ punctuation: String) -> Bool {
        guard current.isPunctuation(punctuation) else { return false }
        advance()
        return true
    }

    /// Consumes the (unbackticked) keyword if it is next.
    mutating func consumeKeyword(_ keyword: String) -> Bool {
        guard current.isKeyword(keyword) else { return false }
        advance()
        return true
    }

    /// The source text between two offsets, trimmed.
    func text(from start: Int, to end: Int) -> String {
        let lower = min(max(0, start), scalars.count)
        let upper = max(lower, min(end, scalars.count))
        return Self.trimmed(String(scalars: scalars[lower..<upper]))
    }

    // MARK: Errors

    func error(_ message: String, at token: SwiftToken? = nil, hint: String? = nil) -> DeclarationError {
        DeclarationError(message: message, offset: (token ?? current).offset, hint: hint)
    }

    /// `expected X`, pointing at the current token (the caret shows what was found).
    func unexpected(_ expectation: String, hint: String? = nil) -> DeclarationError {
        error(expectation, hint: hint)
    }

    func unclosed(_ closing: String, _ what: String, opening: SwiftToken) -> DeclarationError {
        error("expected '\(closing)' to close \(what)", at: opening)
    }

    /// Expects the closing bracket of a construct opened by `opening`: an end of the
    /// text or a closing bracket of another kind means the bracket is unclosed (the
    /// error points at it); any other token is reported where it is.
    mutating func expectClosing(
        _ closing: String, of what: String, opening: SwiftToken, orExpected alternative: String? = nil
    ) throws(DeclarationError) {
        if consume(closing) { return }
        if isAtEnd || [")", "]", "}", ">"].contains(where: { current.isPunctuation($0) }) {
            throw unclosed(closing, what, opening: opening)
        }
        throw unexpected("expected \(alternative ?? "'\(closing)'") in \(what)")
    }

    /// Increments the nesting depth for the duration of `body`.
    mutating func nested<Result>(_ body: (inout DeclarationCursor) throws(DeclarationError) -> Result) throws(DeclarationError) -> Result {
        guard depth < SpecLimits.maximumDeclarationNesting else {
            throw error(
                "the declaration is nested too deeply",
                hint: "at most \(SpecLimits.maximumDeclarationNesting) levels of brackets and closures are supported")
        }
        depth += 1
        defer { depth -= 1 }
        return try body(&self)
    }

    /// Skips balanced `()[]{}` from the current token up to (not including) the first
    /// top-level token for which `stop` holds, or a closing bracket with no opening one.
    /// Returns the text skipped. Iterative, so depth does not matter here.
    mutating func skipBalanced(until stop: (SwiftToken) -> Bool) throws(DeclarationError) -> (text: String, start: Int) {
        let start = current.offset
        var open: [SwiftToken] = []
        let pairs = [")": "(", "]": "[", "}": "{"]
        while !isAtEnd {
            let token = current
            if open.isEmpty && stop(token) { break }
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) {
                    open.append(token)
                } else if let opener = pairs[token.text] {
                    guard let last = open.last else { break }
                    guard last.text == opener else {
                        throw error("unexpected '\(token.text)'", at: token, hint: "'\(last.text)' is still open here")
                    }
                    open.removeLast()
                }
            }
            advance()
        }
        if let last = open.last {
            let closing = ["(": ")", "[": "]", "{": "}"][last.text] ?? ")"
            throw error("expected '\(closing)' to match this '\(last.text)'", at: last)
        }
        let end = previous.map { $0.endOffset } ?? start
        return (text(from: start, to: max(start, end)), start)
    }
}

extension DeclarationCursor {
    /// `text` without leading and trailing white space (no Foundation needed).
    static func trimmed(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var start = 0
        var end = scalars.count
        while start < end && scalars[start].isWhitespace { start += 1 }
        while end > start && scalars[end - 1].isWhitespace { end -= 1 }
        return String(scalars: scalars[start..<end])
    }
}
