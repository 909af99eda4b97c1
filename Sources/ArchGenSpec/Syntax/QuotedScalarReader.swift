import ArchGenSource

/// Single- and double-quoted scalars, on one line or folded over several.
extension YAMLCursor {
    /// Reads the quoted scalar at the cursor (on its opening quote) and leaves the
    /// cursor after the closing quote. Continuation lines must be indented more
    /// than `parentIndent`.
    mutating func readQuotedScalar(parentIndent: Int) throws(YAMLError) -> String {
        guard let quote = current else { return "" }
        let start = location
        let isDouble = quote == "\""
        advance()
        var text = String.UnicodeScalarView()
        var pendingSpace = String.UnicodeScalarView()
        var escapedLineBreak = false
        while true {
            guard let scalar = current else {
                try foldQuotedLineBreak(into: &text, escaped: escapedLineBreak, parentIndent: parentIndent, quote: quote, start: start)
                pendingSpace = String.UnicodeScalarView()
                escapedLineBreak = false
                continue
            }
            if scalar == quote {
                if !isDouble, peek(1) == "'" {
                    text.appendEach(pendingSpace)
                    pendingSpace = String.UnicodeScalarView()
                    text.append("'")
                    advance(2)
                    continue
                }
                text.appendEach(pendingSpace)
                advance()
                return String(text)
            }
            if scalar.isYAMLSpace {
                pendingSpace.append(scalar)
                advance()
                continue
            }
            text.appendEach(pendingSpace)
            pendingSpace = String.UnicodeScalarView()
            if isDouble, scalar == "\\" {
                if peek(1) == nil {
                    advance()
                    escapedLineBreak = true
                    continue
                }
                text.appendEach(try readEscape().unicodeScalars)
                continue
            }
            text.append(scalar)
            advance()
        }
    }

    /// At the end of a line inside a quoted scalar: moves to the next line with
    /// content and appends the folded line break (a space, or one newline per empty line).
    private mutating func foldQuotedLineBreak(
        into text: inout String.UnicodeScalarView, escaped: Bool, parentIndent: Int,
        quote: Unicode.Scalar, start: SourceLocation
    ) throws(YAMLError) {
        var emptyLines = 0
        while true {
            guard moveToNextLine(), documentMarker(atLine: line) == nil else {
                throw .unterminatedQuote(quote, at: start)
            }
            if !isBlank(line: line) { break }
            emptyLines += 1
        }
        let indent = indentation(ofLine: line)
        if indent <= parentIndent {
            // Most likely the closing quote is missing, unless this line closes the string.
            guard lines[line].contains(quote) else { throw .unterminatedQuote(quote, at: start) }
            throw .underIndented(at: location(line: line, column: indent), minimum: parentIndent + 1)
        }
        column = firstNonSpace(ofLine: line)
        if escaped || emptyLines > 0 {
            text.appendEach(String(repeating: "\n", count: emptyLines).unicodeScalars)
        } else {
            text.append(" ")
        }
    }

    /// `\n`, `\t`, `\"`... : the escapes that stand for one character.
    private static let singleCharacterEscapes: [Unicode.Scalar: String] = [
        "0": "\0", "a": "\u{07}", "b": "\u{08}", "t": "\t", "\t": "\t", "n": "\n", "v": "\u{0B}",
        "f": "\u{0C}", "r": "\r", "e": "\u{1B}", " ": " ", "\"": "\"", "/": "/", "\\": "\\",
        "N": "\u{85}", "_": "\u{A0}", "L": "\u{2028}", "P": "\u{2029}",
    ]

    /// Reads one escape sequence of a double-quoted scalar (cursor on the backslash).
    private mutating func readEscape() throws(YAMLError) -> String {
        let start = location
        guard let code = peek(1) else { throw .invalidEscape("\\", at: start) }
        if let replacement = Self.singleCharacterEscapes[code] {
            advance(2)
            return replacement
        }
        let digits: Int
        switch code {
        case "x": digits = 2
        case "u": digits = 4
        case "U": digits = 8
        default: throw .invalidEscape("\\" + String(code), at: start)
        }
        var hex = ""
        for offset in 2..<(2 + digits) {
            guard let digit = peek(offset), digit.isASCIIHexDigit else {
                throw .invalidEscape("\\" + String(code) + hex, at: start)
            }
            hex.unicodeScalars.append(digit)
        }
        guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
            throw .invalidEscape("\\" + String(code) + hex, at: start)
        }
        advance(2 + digits)
        return String(scalar)
    }
}
