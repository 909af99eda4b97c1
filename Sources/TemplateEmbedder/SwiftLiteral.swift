/// Swift string literals for arbitrary text, so that any template (any
/// quotes, backslashes, `#`, `"""`, line endings) compiles to exactly its
/// own text.
enum SwiftLiteral {
    /// A one-line literal, `"shared/TestDouble"`: `\` and `"` escaped, and
    /// every character `escapes` lists written as `\u{…}`.
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n", "\t": literal += scalar == "\n" ? "\\n" : "\\t"
            default: literal += needsEscape(scalar) ? "\\u{\(hex(scalar))}" : String(scalar)
            }
        }
        return literal + "\""
    }

    /// A raw multi-line literal whose value is exactly `text`:
    ///
    ///     ##"""
    ///     …text…
    ///     """##
    ///
    /// The delimiter has one `#` more than the longest run of `#` in the
    /// text, so nothing in the text can end the literal (`"""#`) or start an
    /// escape (`\#`). The closing `"""` starts its line, so no indentation
    /// is removed, and the line break before it is not part of the value.
    /// Characters a literal cannot hold as they are — a carriage return
    /// (the compiler turns CRLF into LF in multi-line literals), other
    /// control characters, U+FEFF, U+2028, U+2029 — are written with the
    /// raw escape `\##u{…}`; tabs and line feeds stay as they are.
    static func rawMultilineString(_ text: String) -> String {
        let delimiter = String(repeating: "#", count: longestRun(of: "#", in: text) + 1)
        var body = ""
        for scalar in text.unicodeScalars {
            if scalar != "\n", scalar != "\t", needsEscape(scalar) {
                body += "\\\(delimiter)u{\(hex(scalar))}"
            } else {
                body.unicodeScalars.append(scalar)
            }
        }
        return delimiter + "\"\"\"\n" + body + "\n\"\"\"" + delimiter
    }

    /// The length of the longest run of `character` in `text`.
    static func longestRun(of character: Unicode.Scalar, in text: String) -> Int {
        var longest = 0, current = 0
        for scalar in text.unicodeScalars {
            current = scalar == character ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }

    /// Control characters (C0, DEL, C1), the byte-order mark and the
    /// Unicode line and paragraph separators.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0xFEFF, 0x2028, 0x2029: true
        default: false
        }
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        String(scalar.value, radix: 16, uppercase: true)
    }
}
