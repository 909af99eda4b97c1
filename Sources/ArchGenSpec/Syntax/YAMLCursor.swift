import ArchGenSource

/// A position in the spec's text, line by line, with the character tests the
/// readers share.
///
/// The text is kept as lines of Unicode scalars (line breaks already
/// normalised by `SourceText`), so "end of line" is a plain index test and a
/// location is just `(line + 1, column + 1)`. Reading past the end of a line
/// yields nil, never a trap.
struct YAMLCursor {
    let lines: [[Unicode.Scalar]]
    /// 0-based index into `lines`; always valid.
    var line = 0
    /// 0-based scalar index into the current line; `lines[line].count` at its end.
    var column = 0
    /// Errors that leave the tree's shape intact (a fragment's unbalanced
    /// bracket: the fragment still ends at its line), so parsing goes on.
    var recoverableErrors: [YAMLError] = []

    /// `lines` as `SourceText` splits them: at least one, without line breaks.
    init(lines: [[Unicode.Scalar]]) {
        self.lines = lines.isEmpty ? [[]] : lines
    }

    // MARK: Reading

    var current: Unicode.Scalar? { peek(0) }

    /// The scalar `offset` places after the cursor on the current line, nil past its end.
    func peek(_ offset: Int) -> Unicode.Scalar? {
        let index = column + offset
        let text = lines[line]
        return index >= 0 && index < text.count ? text[index] : nil
    }

    var isAtEndOfLine: Bool { column >= lines[line].count }

    var location: SourceLocation { SourceLocation(line: line + 1, column: column + 1) }

    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(line: line + 1, column: column + 1)
    }

    mutating func advance(_ count: Int = 1) {
        column = min(column + count, lines[line].count)
    }

    mutating func moveToEndOfLine() {
        column = lines[line].count
    }

    /// Moves to the start of the next line; false (and no move) on the last line.
    mutating func moveToNextLine() -> Bool {
        guard line + 1 < lines.count else { return false }
        line += 1
        column = 0
        return true
    }

    /// Skips spaces and tabs on the current line; true when it skipped any.
    @discardableResult
    mutating func skipInlineSpace() -> Bool {
        let start = column
        while let scalar = current, scalar.isYAMLSpace { column += 1 }
        return column > start
    }

    /// Whether the scalar at `offset` is whitespace or the end of the line.
    func isBlankOrEnd(at offset: Int) -> Bool {
        guard let scalar = peek(offset) else { return true }
        return scalar.isYAMLSpace
    }

    // MARK: Lines

    /// Number of leading spaces of line `index`.
    func indentation(ofLine index: Int) -> Int {
        var count = 0
        for scalar in lines[index] {
            guard scalar == " " else { break }
            count += 1
        }
        return count
    }

    /// Index of the first scalar that is neither space nor tab, or the line's length.
    func firstNonSpace(ofLine index: Int) -> Int {
        var position = 0
        let text = lines[index]
        while position < text.count, text[position].isYAMLSpace { position += 1 }
        return position
    }

    /// Whether line `index` holds only spaces and tabs.
    func isBlank(line index: Int) -> Bool {
        firstNonSpace(ofLine: index) == lines[index].count
    }

    /// `---` or `...` at the start of line `index`, followed by whitespace or the line's end.
    func documentMarker(atLine index: Int) -> DocumentMarker? {
        let text = lines[index]
        guard text.count >= 3, text.count == 3 || text[3].isYAMLSpace else { return nil }
        if text[0] == "-", text[1] == "-", text[2] == "-" { return .start }
        if text[0] == ".", text[1] == ".", text[2] == "." { return .end }
        return nil
    }

    enum DocumentMarker {
        case start, end
    }

    /// The cursor is at column 0 of a document marker line.
    var isAtDocumentMarker: Bool {
        column == 0 && documentMarker(atLine: line) != nil
    }
}

extension Unicode.Scalar {
    /// Space or tab: YAML's in-line whitespace.
    var isYAMLSpace: Bool { self == " " || self == "\t" }

    /// `, [ ] { }`: the characters that end a plain scalar inside a flow collection.
    var isFlowIndicator: Bool {
        self == "," || self == "[" || self == "]" || self == "{" || self == "}"
    }

    /// A character YAML allows in a document (c-printable, without line breaks).
    var isYAMLPrintable: Bool {
        switch value {
        case 0x09, 0x20...0x7E, 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    var isASCIIHexDigit: Bool {
        switch self {
        case "0"..."9", "a"..."f", "A"..."F": return true
        default: return false
        }
    }
}
