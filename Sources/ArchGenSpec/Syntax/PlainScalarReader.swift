/// Plain (unquoted) scalars: where they may start, where a line of one ends,
/// and how continuation lines fold into it.
extension YAMLCursor {
    /// Whether a plain scalar may start at the cursor: not an indicator, except
    /// `-`, `?` and `:` directly followed by a character that can go on.
    func canStartPlainScalar(inFlow: Bool) -> Bool {
        guard let first = current else { return false }
        switch first {
        case "-", "?", ":":
            guard let next = peek(1), !next.isYAMLSpace else { return false }
            return !(inFlow && next.isFlowIndicator)
        case ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`":
            return false
        default:
            return !first.isYAMLSpace
        }
    }

    /// Whether a `:` at `offset` is a value indicator for a plain key: followed
    /// by whitespace, the end of the line, or (in flow) a flow indicator.
    func isValueIndicator(at offset: Int, inFlow: Bool) -> Bool {
        guard peek(offset) == ":" else { return false }
        guard let next = peek(offset + 1) else { return true }
        return next.isYAMLSpace || (inFlow && next.isFlowIndicator)
    }

    /// Whether only spaces and tabs are left on the current line.
    var restOfLineIsBlank: Bool {
        var offset = 0
        while let scalar = peek(offset) {
            guard scalar.isYAMLSpace else { return false }
            offset += 1
        }
        return true
    }

    /// Whether a value indicator `:` follows the cursor, after optional whitespace
    /// (`key : value`); if so, moves the cursor onto it.
    mutating func skipToValueIndicator(inFlow: Bool) -> Bool {
        var offset = 0
        while let scalar = peek(offset), scalar.isYAMLSpace { offset += 1 }
        guard isValueIndicator(at: offset, inFlow: inFlow) else { return false }
        advance(offset)
        return true
    }

    /// Reads the plain text on the current line from the cursor, stopping before
    /// `: `, ` #`, the end of the line and, in flow, `, [ ] { }`. Trailing
    /// whitespace is left unread.
    mutating func readPlainLine(inFlow: Bool) -> String {
        var text = String.UnicodeScalarView()
        var end = column
        var position = column
        let characters = lines[line]
        while position < characters.count {
            let scalar = characters[position]
            if scalar.isYAMLSpace {
                position += 1
                continue
            }
            if scalar == "#", position > 0, characters[position - 1].isYAMLSpace { break }
            if inFlow, scalar.isFlowIndicator { break }
            if scalar == ":" {
                guard position + 1 < characters.count else { break }
                let next = characters[position + 1]
                if next.isYAMLSpace || (inFlow && next.isFlowIndicator) { break }
            }
            text.appendEach(characters[end..<position + 1])
            end = position + 1
            position += 1
        }
        column = end
        return String(text)
    }

    /// Continues a plain scalar whose first line has been read, folding in the
    /// lines below that are indented more than `parentIndent`. Stops at a
    /// comment, a less indented line, a document marker, or (on the current
    /// line) anything that ends a plain scalar; the caller decides what that means.
    mutating func continuePlainScalar(_ first: String, parentIndent: Int, inFlow: Bool) -> String {
        var text = first
        while restOfLineIsBlank {
            var probe = line + 1
            var emptyLines = 0
            while probe < lines.count, isBlank(line: probe) {
                emptyLines += 1
                probe += 1
            }
            guard probe < lines.count,
                indentation(ofLine: probe) > parentIndent,
                documentMarker(atLine: probe) == nil
            else { return text }
            let start = firstNonSpace(ofLine: probe)
            if lines[probe][start] == "#" { return text }
            line = probe
            column = start
            let more = readPlainLine(inFlow: inFlow)
            if more.isEmpty { return text }
            text += emptyLines == 0 ? " " : String(repeating: "\n", count: emptyLines)
            text += more
        }
        return text
    }
}

extension String {
    /// Plain scalars that mean null: `~`, `null`, `Null`, `NULL`.
    var isYAMLNull: Bool {
        self == "~" || self == "null" || self == "Null" || self == "NULL"
    }
}
