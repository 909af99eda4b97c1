import ArchGenSource

/// The lines around a block node: what may follow it on its line, the next
/// content, and lines indented wrong (recorded, and skipped).
extension YAMLBlockParser {
    /// Moves to the next entry of a block collection whose entries are at
    /// column `indent`; false when the collection has ended. Lines indented
    /// more than its entries are an error, recorded, and skipped, so that
    /// the errors after them are found in the same run.
    mutating func nextEntry(at indent: Int) throws(YAMLError) -> Bool {
        guard try skipToContent(), !cursor.isAtDocumentMarker, cursor.column >= indent else { return false }
        guard cursor.column > indent else { return true }
        return try skipMisindented(expected: indent) && !cursor.isAtDocumentMarker && cursor.column == indent
    }

    /// Records an inconsistent indentation for the cursor's line (indented
    /// more than `expected`), and moves past it and the lines below it
    /// indented more than `expected`, which belong to no node: to the next
    /// content (true), or to the end (false).
    mutating func skipMisindented(expected: Int) throws(YAMLError) -> Bool {
        let indent = cursor.indentation(ofLine: cursor.line)
        cursor.recoverableErrors.append(.inconsistentIndentation(at: cursor.location(line: cursor.line, column: indent), expected: expected))
        while true {
            cursor.moveToEndOfLine()
            guard try skipToContent() else { return false }
            if cursor.isAtDocumentMarker || cursor.column <= expected { return true }
        }
    }

    /// After a node on the current line: only whitespace and a comment may follow.
    mutating func finishLine() throws(YAMLError) {
        let hadSpace = cursor.skipInlineSpace()
        guard let next = cursor.current else { return }
        if next == "#", hadSpace || cursor.column == 0 {
            cursor.moveToEndOfLine()
            return
        }
        throw .unexpected(next, at: cursor.location)
    }

    /// Moves past whitespace, comments and line breaks to the next content;
    /// false at the end of the text. Content on a new line is checked for tabs
    /// in its indentation, and the cursor is left at its first character.
    mutating func skipToContent() throws(YAMLError) -> Bool {
        cursor.skipInlineSpace()
        if let next = cursor.current, next != "#" { return true }
        return try seekContent(fromLine: cursor.line + 1)
    }

    mutating func seekContent(fromLine start: Int) throws(YAMLError) -> Bool {
        var index = start
        while index < cursor.lines.count {
            let text = cursor.lines[index]
            let first = cursor.firstNonSpace(ofLine: index)
            if first < text.count, text[first] != "#" {
                let indent = cursor.indentation(ofLine: index)
                if indent < first { throw .tabIndentation(at: cursor.location(line: index, column: indent)) }
                cursor.line = index
                cursor.column = indent
                return true
            }
            index += 1
        }
        cursor.line = cursor.lines.count - 1
        cursor.moveToEndOfLine()
        return false
    }
}
