import ArchGenSource

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
                    kind: kind, text: String(scalars: scalars[tokenStart..<index]),
                    value: value, location: tokenLocation, range: tokenStart..<index)
            }
            if scalar.isWhitespace {
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
        scalar == "_" || scalar.isAlphabetic
    }

    static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || isDigit(scalar)
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}
