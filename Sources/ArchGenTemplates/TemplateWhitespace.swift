/// The whitespace rules, applied to the tokens once, at parse time.
///
/// **1. Standalone lines.** A line that holds only `{% tags %}` and
/// `{# comments #}` (at least one) and blanks (spaces, tabs) disappears from
/// the output entirely: its blanks, its tags and its line break. So
///
///     struct {{ name }} {
///         {% for field in fields %}
///         let {{ field }}: String
///         {% endfor %}
///     }
///
/// prints no blank lines where the tags were, however the loop turns out. A
/// tag spanning several lines counts as one: the rule looks at the blanks
/// before it on its first line and after it on its last. The first and last
/// lines of a template qualify too, with or without a final line break.
/// A line with a `{{ variable }}` or any other text is never standalone:
/// there the tags print nothing and everything around them stays.
///
/// **Standalone include.** An `{% include %}` alone on its line is
/// replaced by the included template's output with the line's indentation
/// prefixed to each of its non-empty lines (as Mustache partials do). The
/// line ends where the included text ends: its own final line break is the
/// line's, one is added if it has none, and if it renders nothing at all the
/// line disappears like any other standalone line.
///
/// **2. Explicit trimming.** `{{-`, `{%-` and `{#-` remove all whitespace,
/// line breaks included, from the text just before the token; `-}}`, `-%}`
/// and `-#}` from the text just after it. Explicit trimming applies after
/// the standalone rule, and only reaches the text next to the token (up to
/// the neighbouring tag).
enum TemplateWhitespace {
    static func apply(to tokens: inout [TemplateToken]) {
        removeStandaloneLines(&tokens)
        trimExplicitly(&tokens)
    }

    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t"
    }

    private static func isBlankWithoutNewline(_ token: TemplateToken) -> Bool {
        token.kind == .text && token.scalars.allSatisfy(isBlank)
    }

    private static func removeStandaloneLines(_ tokens: inout [TemplateToken]) {
        // Decisions are made on the original texts, then applied: a text
        // between two standalone lines loses both its first line's tail
        // (keepFrom) and its last line's blanks (keepUpTo).
        var keepFrom: [Int: Int] = [:]
        var keepUpTo: [Int: Int] = [:]
        var emptied: [Int] = []
        var index = 0
        while index < tokens.count {
            guard tokens[index].isBlockOrComment else {
                index += 1
                continue
            }
            var start = index
            while start > 0, isBlankWithoutNewline(tokens[start - 1]) { start -= 1 }
            var end = index + 1
            var tagCount = 0
            while end < tokens.count, tokens[end].isBlockOrComment || isBlankWithoutNewline(tokens[end]) {
                end += 1
            }
            for position in start..<end where tokens[position].isBlockOrComment { tagCount += 1 }
            defer { index = end }

            var cutBefore: Int?
            var indent = ""
            if start > 0 {
                let before = tokens[start - 1]
                guard before.kind == .text, let newline = before.scalars.lastIndex(of: "\n"),
                    before.scalars[(newline + 1)...].allSatisfy(isBlank)
                else { continue }
                cutBefore = newline + 1
                indent = String(scalars: before.scalars[(newline + 1)...])
            }
            var cutAfter: Int?
            if end < tokens.count {
                let after = tokens[end]
                guard after.kind == .text, let newline = after.scalars.firstIndex(of: "\n"),
                    after.scalars[..<newline].allSatisfy(isBlank)
                else { continue }
                cutAfter = newline + 1
            }
            if let cutBefore { keepUpTo[start - 1] = cutBefore }
            if let cutAfter { keepFrom[end] = cutAfter }
            for position in start..<index where tokens[position].kind == .text {
                indent += String(scalars: tokens[position].scalars)
            }
            for position in start..<end where tokens[position].kind == .text {
                emptied.append(position)
            }
            if tagCount == 1, tokens[index].tagKeyword == "include" {
                tokens[index].standaloneIndent = indent
                tokens[index].standaloneLineBreak = cutAfter != nil && !tokens[index].trimAfter
            }
        }
        for position in emptied { tokens[position].scalars = [] }
        for position in Set(keepFrom.keys).union(keepUpTo.keys) {
            let scalars = tokens[position].scalars
            let lower = keepFrom[position] ?? 0
            let upper = max(lower, keepUpTo[position] ?? scalars.count)
            tokens[position].scalars = Array(scalars[lower..<upper])
        }
    }

    private static func trimExplicitly(_ tokens: inout [TemplateToken]) {
        for index in tokens.indices where tokens[index].kind != .text {
            if tokens[index].trimBefore, index > 0, tokens[index - 1].kind == .text {
                let text = tokens[index - 1].scalars
                let kept = text.lastIndex { !$0.isWhitespace }.map { $0 + 1 } ?? 0
                tokens[index - 1].scalars = Array(text[..<kept])
            }
            if tokens[index].trimAfter, index + 1 < tokens.count, tokens[index + 1].kind == .text {
                let text = tokens[index + 1].scalars
                let dropped = text.firstIndex { !$0.isWhitespace } ?? text.count
                tokens[index + 1].scalars = Array(text[dropped...])
            }
        }
    }
}
