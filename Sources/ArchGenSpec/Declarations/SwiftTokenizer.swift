/// One token of a Swift fragment, with its position in Unicode scalars.
package struct SwiftToken: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// A word: an identifier or a keyword; `isBackticked` for `` `default` ``.
        case word(isBackticked: Bool)
        /// `(` `)` `[` `]` `{` `}` `<` `>` `,` `:` `;` `.` `=` `==` `->` `...` `&` `?` `!` `@` and
        /// any other operator character, one token each (so `>>` and `?>` never stick together).
        case punctuation
        /// `#file`, `#function`: a pound word (default values).
        case poundWord
        case stringLiteral
        case numberLiteral
        /// A scalar no Swift token starts with; reported by the parser where it matters.
        case unknown
        /// `// ...` (up to its line's end) or `/* ... */`: only with `keepingComments`.
        case comment
        case end
    }

    package var kind: Kind
    /// The token as written, except a backticked word's text has no backticks.
    package var text: String
    /// 0-based offset of the first scalar.
    package var offset: Int
    /// Offset just past the last scalar.
    package var endOffset: Int

    package var isWord: Bool { if case .word = kind { return true } else { return false } }
    package var isBackticked: Bool { kind == .word(isBackticked: true) }
    package var isEnd: Bool { kind == .end }

    /// A word that is `text` and is not backticked (so it acts as a keyword).
    package func isKeyword(_ keyword: String) -> Bool { kind == .word(isBackticked: false) && text == keyword }
    package func isPunctuation(_ punctuation: String) -> Bool { kind == .punctuation && text == punctuation }

    /// How an error names the token: `'x'`, `'func'`, `the end of the member`.
    var quoted: String {
        switch kind {
        case .end: return "the end of the text"
        case .word(isBackticked: true): return "'`\(text)`'"
        case .stringLiteral: return "a string literal"
        default: return "'\(text)'"
        }
    }
}

/// Splits Swift text into tokens: a one-line fragment, or a whole file (a
/// line comment ends at its line). Never fails on an unknown scalar (it
/// becomes an `.unknown` token); fails only on an unterminated string
/// literal, backtick or block comment, pointing at where it starts.
/// Comments are skipped, or kept as `.comment` tokens for a caller that
/// edits the text around them (a package manifest).
package enum SwiftTokenizer {
    package static func tokenize(_ text: String, keepingComments: Bool = false) throws(DeclarationError) -> [SwiftToken] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [SwiftToken] = []
        var index = 0

        func slice(_ start: Int, _ end: Int) -> String {
            return String(scalars: scalars[start..<end])
        }
        func add(_ kind: SwiftToken.Kind, _ start: Int, _ end: Int, text: String? = nil) {
            tokens.append(SwiftToken(kind: kind, text: text ?? slice(start, end), offset: start, endOffset: end))
        }
        func at(_ position: Int) -> Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

        while index < scalars.count {
            let scalar = scalars[index]
            let start = index
            if scalar.isWhitespace {
                index += 1
            } else if scalar == "/" && at(index + 1) == "/" {
                while let next = at(index), next != "\n" { index += 1 }
                if keepingComments { add(.comment, start, index) }
            } else if scalar == "/" && at(index + 1) == "*" {
                index = try skipBlockComment(scalars, from: index)
                if keepingComments { add(.comment, start, index) }
            } else if SwiftIdentifier.isHead(scalar) || scalar == "$" {
                index += 1
                while let next = at(index), SwiftIdentifier.isBody(next) { index += 1 }
                add(.word(isBackticked: false), start, index)
            } else if scalar == "`" {
                index += 1
                while let next = at(index), next != "`", next != "\n" { index += 1 }
                guard at(index) == "`" else {
                    throw DeclarationError(
                        message: "unterminated backtick", offset: start,
                        hint: "a name in backticks is closed by a second backtick: `default`")
                }
                index += 1
                add(.word(isBackticked: true), start, index, text: slice(start + 1, index - 1))
            } else if isDigit(scalar) {  // the only ASCII scalars with a numeric type
                index += 1
                while let next = at(index), SwiftIdentifier.isBody(next) || next == "." && isDigit(at(index + 1)) {
                    index += 1
                }
                add(.numberLiteral, start, index)
            } else if scalar == "\"" || scalar == "#" && (at(index + 1) == "\"" || at(index + 1) == "#") {
                index = try SwiftStringLiteralScanner.skip(scalars, from: index)
                add(.stringLiteral, start, index)
            } else if scalar == "#", let next = at(index + 1), SwiftIdentifier.isHead(next) {
                index += 2
                while let next = at(index), SwiftIdentifier.isBody(next) { index += 1 }
                add(.poundWord, start, index)
            } else if let length = multiScalarPunctuation(scalars, at: index) {
                index += length
                add(.punctuation, start, index)
            } else if punctuation.contains(scalar) {
                index += 1
                add(.punctuation, start, index)
            } else {
                index += 1
                add(.unknown, start, index)
            }
        }
        tokens.append(SwiftToken(kind: .end, text: "", offset: scalars.count, endOffset: scalars.count))
        return tokens
    }

    private static func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return ("0"..."9").contains(scalar)
    }

    /// `...`, `->` or `==` at `index`: its length.
    private static func multiScalarPunctuation(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        let next = index + 1 < scalars.count ? scalars[index + 1] : nil
        switch scalars[index] {
        case "." where next == "." && index + 2 < scalars.count && scalars[index + 2] == ".": return 3
        case "-" where next == ">", "=" where next == "=": return 2
        default: return nil
        }
    }

    private static let punctuation = Set("()[]{}<>,:;.=&?!@+-*/%|^~".unicodeScalars)

    private static func skipBlockComment(_ scalars: [Unicode.Scalar], from start: Int) throws(DeclarationError) -> Int {
        var index = start + 2
        var depth = 1
        while index < scalars.count {
            if scalars[index] == "/" && index + 1 < scalars.count && scalars[index + 1] == "*" {
                depth += 1
                index += 2
            } else if scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/" {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        throw DeclarationError(message: "unterminated comment", offset: start, hint: "close it with '*/'")
    }
}
