import ArchGenSource

/// Swift fragments (spec-format.md): in block context, a scalar that starts like
/// a Swift declaration is read verbatim to the end of its line, so that
/// `- showAlert(for error: Error)` is one string and not a mapping.
extension YAMLCursor {
    /// Words that start a fragment when followed by a space or `(`: the
    /// introducers spec-format.md lists, and the modifiers a member or an
    /// entity may start with (`nonisolated func`, `mutating func`, `indirect enum`).
    static let fragmentKeywords: Set<String> = [
        "var", "let", "func", "static", "init", "subscript", "protocol", "struct",
        "class", "final", "enum", "actor", "typealias", "extension",
        "nonisolated", "mutating", "nonmutating", "indirect",
    ]

    /// Whether the text at the cursor starts a Swift fragment: `(`, an
    /// identifier (or a name in backticks, `` `default`( ``) directly
    /// followed by `(` or `<`, a keyword or `@attribute` followed by a space
    /// or `(`, or a failable `init?(` / `init!(`.
    var startsFragment: Bool {
        guard let first = current else { return false }
        if first == "(" { return true }
        if first == "`" { return startsEscapedName }
        let isAttribute = first == "@"
        let wordStart = isAttribute ? 1 : 0
        guard let head = peek(wordStart), Self.isNameHead(head) else { return false }
        var length = wordStart + 1
        while let scalar = peek(length), Self.isNameBody(scalar) {
            length += 1
        }
        let next = peek(length)
        if isAttribute { return next == " " || next == "(" }
        if next == "(" || next == "<" { return true }
        if length == 4, next == "?" || next == "!", peek(length + 1) == "(",
           peek(0) == "i", peek(1) == "n", peek(2) == "i", peek(3) == "t" { return true }
        guard next == " " else { return false }
        var word = String.UnicodeScalarView()
        for offset in 0..<length {
            if let scalar = peek(offset) { word.append(scalar) }
        }
        return Self.fragmentKeywords.contains(String(word))
    }

    /// Whether the cursor is at a name in backticks followed by `(` or `<`:
    /// the way Swift names a method after a keyword, which the declaration
    /// parser's hint suggests, so it must not read as YAML (where '`' cannot
    /// start a plain value).
    private var startsEscapedName: Bool {
        var length = 1
        while let scalar = peek(length), Self.isNameBody(scalar) {
            length += 1
        }
        guard length > 1, peek(length) == "`" else { return false }
        return peek(length + 1) == "(" || peek(length + 1) == "<"
    }

    /// Swift's name characters and, to tell a fragment only, any other
    /// beyond ASCII but a space: `ok🎉(x: Int)` is then a declaration whose
    /// name the parser rejects, not a mapping `ok🎉(x` → `Int)`.
    private static func isNameHead(_ scalar: Unicode.Scalar) -> Bool {
        SwiftIdentifier.isHead(scalar) || scalar.value > 0x7F && !scalar.properties.isWhitespace
    }

    private static func isNameBody(_ scalar: Unicode.Scalar) -> Bool {
        SwiftIdentifier.isBody(scalar) || scalar.value > 0x7F && !scalar.properties.isWhitespace
    }

    /// Reads the fragment at the cursor to the end of the line: drops a trailing
    /// ` # comment`, trims spaces, and checks that brackets balance (outside
    /// string literals). An imbalance is recorded in `recoverableErrors`: the
    /// fragment ends at its line all the same.
    mutating func readFragment() -> YAMLNode {
        let start = location
        let characters = lines[line]
        var open: [(bracket: Unicode.Scalar, column: Int)] = []
        var imbalance: YAMLError?
        var stringStart: Int?
        var commentColumn: Int?
        var position = column
        var end = characters.count
        scan: while position < characters.count {
            let scalar = characters[position]
            if stringStart != nil {
                if scalar == "\\" {
                    position += 2
                    continue
                }
                if scalar == "\"" { stringStart = nil }
                position += 1
                continue
            }
            switch scalar {
            case "\"":
                stringStart = position
            case "#" where position > 0 && characters[position - 1].isYAMLSpace:
                end = position
                commentColumn = position
                break scan
            case "(", "[", "{":
                open.append((scalar, position))
            case ")", "]", "}":
                guard imbalance == nil else { break }
                let expected: Unicode.Scalar = scalar == ")" ? "(" : scalar == "]" ? "[" : "{"
                if let last = open.popLast() {
                    if last.bracket != expected {
                        imbalance = .unbalancedBracket(last.bracket, at: location(line: line, column: last.column), isOpening: true)
                    }
                } else {
                    imbalance = .unbalancedBracket(scalar, at: location(line: line, column: position), isOpening: false)
                }
            default:
                break
            }
            position += 1
        }
        if let stringStart {
            imbalance = .unterminatedFragmentString(at: location(line: line, column: stringStart))
        } else if imbalance == nil, let first = open.first {
            imbalance = commentColumn.map { comment in
                // `fetch(line: Int = #line)`: the comment cut the declaration, which is what to say.
                .unbalancedBeforeComment(first.bracket, at: location(line: line, column: first.column), comment: location(line: line, column: comment))
            } ?? .unbalancedBracket(first.bracket, at: location(line: line, column: first.column), isOpening: true)
        }
        if let imbalance { recoverableErrors.append(imbalance) }
        var text = characters[column..<end]
        while let last = text.last, last.isYAMLSpace { text.removeLast() }
        column = column + text.count
        return YAMLNode(.scalar(String(scalars: text), .fragment), at: start)
    }
}
