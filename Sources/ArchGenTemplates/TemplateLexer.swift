import ArchGenSource

/// Cuts template text into tokens, then applies the whitespace rules
/// (see `TemplateWhitespace`).
///
/// `{{`, `{%` and `{#` open a token wherever they appear; `}}`, `%}` and `#}`
/// close it. Inside `{{ }}` and `{% %}` a quoted string that closes on the
/// same line is skipped over, so `{{ "{{" }}` prints a literal `{{` and
/// `{{ x|default:"%}" }}` works.
struct TemplateLexer {
    let source: SourceText

    init(source: SourceText) {
        self.source = source
    }

    func tokenize() throws(TemplateError) -> [TemplateToken] {
        var tokens = try cut()
        TemplateWhitespace.apply(to: &tokens)
        return tokens
    }

    private func cut() throws(TemplateError) -> [TemplateToken] {
        let scalars = source.scalars
        var tokens: [TemplateToken] = []
        var index = 0
        var line = 1, column = 1
        var textStart = 0
        var textLocation = SourceLocation(line: 1, column: 1)

        func advance(to target: Int) {
            while index < target {
                if scalars[index] == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                index += 1
            }
        }

        while index < scalars.count {
            guard scalars[index] == "{", index + 1 < scalars.count,
                let kind = TemplateLexer.kind(opening: scalars[index + 1])
            else {
                advance(to: index + 1)
                continue
            }
            if textStart < index {
                tokens.append(TemplateToken(
                    kind: .text, scalars: Array(scalars[textStart..<index]),
                    location: textLocation, contentLocation: textLocation))
            }
            let opening = SourceLocation(line: line, column: column)
            advance(to: index + 2)
            var trimBefore = false
            if index < scalars.count, scalars[index] == "-" {
                trimBefore = true
                advance(to: index + 1)
            }
            let contentStart = index
            let contentLocation = SourceLocation(line: line, column: column)
            guard let close = closingIndex(of: kind, from: contentStart) else {
                let opener = kind == .variable ? "{{" : kind == .tag ? "{%" : "{#"
                throw source.templateError(
                    "'\(opener)' is never closed; expected '\(TemplateLexer.closer(of: kind))'",
                    at: opening)
            }
            var contentEnd = close
            var trimAfter = false
            if contentEnd > contentStart, scalars[contentEnd - 1] == "-" {
                trimAfter = true
                contentEnd -= 1
            }
            tokens.append(TemplateToken(
                kind: kind, scalars: Array(scalars[contentStart..<contentEnd]),
                location: opening, contentLocation: contentLocation,
                trimBefore: trimBefore, trimAfter: trimAfter))
            advance(to: close + 2)
            textStart = index
            textLocation = SourceLocation(line: line, column: column)
        }
        if textStart < scalars.count {
            tokens.append(TemplateToken(
                kind: .text, scalars: Array(scalars[textStart...]),
                location: textLocation, contentLocation: textLocation))
        }
        return tokens
    }

    /// The index of the closing delimiter's first scalar, or nil if there is none.
    private func closingIndex(of kind: TemplateToken.Kind, from start: Int) -> Int? {
        let scalars = source.scalars
        let closing: Unicode.Scalar = kind == .variable ? "}" : kind == .tag ? "%" : "#"
        var index = start
        while index + 1 < scalars.count {
            let scalar = scalars[index]
            if scalar == closing, scalars[index + 1] == "}" { return index }
            if kind != .comment, scalar == "\"" || scalar == "'",
                let end = TemplateLexer.stringEnd(in: scalars, from: index)
            {
                index = end + 1
                continue
            }
            index += 1
        }
        return nil
    }

    /// The index of the quote closing the string that opens at `start`, if it
    /// closes on the same line (a backslash escapes the next scalar).
    static func stringEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        let quote = scalars[start]
        var index = start + 1
        while index < scalars.count, scalars[index] != "\n" {
            if scalars[index] == "\\" {
                index += 2
                continue
            }
            if scalars[index] == quote { return index }
            index += 1
        }
        return nil
    }

    private static func kind(opening scalar: Unicode.Scalar) -> TemplateToken.Kind? {
        switch scalar {
        case "{": return .variable
        case "%": return .tag
        case "#": return .comment
        default: return nil
        }
    }

    static func closer(of kind: TemplateToken.Kind) -> String {
        switch kind {
        case .variable: return "}}"
        case .tag: return "%}"
        case .comment: return "#}"
        case .text: return ""
        }
    }
}
