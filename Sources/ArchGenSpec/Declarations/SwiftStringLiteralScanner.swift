/// Finds the end of a string literal in a fragment, so that brackets, `,` and `#`
/// inside it are never taken for structure.
enum SwiftStringLiteralScanner {
    /// Skips a string literal (`"..."`, `"""..."""`, `#"..."#`), with escapes and
    /// interpolations `\(...)` that may hold strings themselves. Iterative: an
    /// explicit stack of open literals, so no input can exhaust the call stack.
    static func skip(_ scalars: [Unicode.Scalar], from start: Int) throws(DeclarationError) -> Int {
        struct Literal {
            var start: Int
            var pounds: Int
            var quotes: Int
            /// Open parentheses inside the current interpolation (0: in the literal's text).
            var interpolationParens: Int
        }
        func quoteRun(_ index: Int) -> Int {
            var count = 0
            while index + count < scalars.count && scalars[index + count] == "\"" && count < 3 { count += 1 }
            return count == 3 ? 3 : (count >= 1 ? 1 : 0)
        }
        func opening(_ index: Int) -> (Literal, Int)? {
            var pounds = 0
            while index + pounds < scalars.count && scalars[index + pounds] == "#" { pounds += 1 }
            let quotes = quoteRun(index + pounds)
            guard quotes > 0 else { return nil }
            return (Literal(start: index, pounds: pounds, quotes: quotes, interpolationParens: 0), index + pounds + quotes)
        }
        func closes(_ literal: Literal, at index: Int) -> Int? {
            guard index + literal.quotes + literal.pounds <= scalars.count else { return nil }
            for offset in 0..<literal.quotes where scalars[index + offset] != "\"" { return nil }
            for offset in 0..<literal.pounds where scalars[index + literal.quotes + offset] != "#" { return nil }
            return index + literal.quotes + literal.pounds
        }
        guard let (first, afterOpening) = opening(start) else { return start + 1 }
        var stack = [first]
        var index = afterOpening
        let unterminated = DeclarationError(message: "unterminated string literal", offset: start, hint: "close it with '\"'")
        while index < scalars.count {
            let scalar = scalars[index]
            var top = stack[stack.count - 1]
            if top.interpolationParens > 0 {
                // Inside `\( ... )`: code, which may open a nested literal.
                if scalar == "\"" || scalar == "#", let (nested, after) = opening(index) {
                    stack.append(nested)
                    index = after
                    continue
                }
                if scalar == "(" { top.interpolationParens += 1 }
                if scalar == ")" { top.interpolationParens -= 1 }
                stack[stack.count - 1] = top
                index += 1
                continue
            }
            if let after = closes(top, at: index) {
                stack.removeLast()
                index = after
                if stack.isEmpty { return index }
                continue
            }
            if scalar == "\\" {
                var escapeEnd = index + 1
                var pounds = 0
                while pounds < top.pounds && escapeEnd < scalars.count && scalars[escapeEnd] == "#" {
                    pounds += 1
                    escapeEnd += 1
                }
                if pounds == top.pounds && escapeEnd < scalars.count {
                    if scalars[escapeEnd] == "(" {
                        top.interpolationParens = 1
                        stack[stack.count - 1] = top
                    }
                    index = escapeEnd + 1
                    continue
                }
            }
            if scalar == "\n" && top.quotes == 1 { throw unterminated }
            index += 1
        }
        throw unterminated
    }
}
