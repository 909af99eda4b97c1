import ArchGenSource

/// Parses the YAML subset of spec-format.md into a `YAMLNode` tree.
///
/// The work is layered: `YAMLCursor` walks the text line by line; the scalar
/// readers (plain, quoted, block, Swift fragment) turn characters into
/// strings; `YAMLBlockParser` builds mappings and sequences from indentation
/// and flow collections from brackets. This type handles the document
/// around them: directives, `---` and `...` markers, and what may follow.
package enum YAMLParser {
    /// The document's root node, or nil for a document with no content; the
    /// first error of any kind is thrown.
    package static func parse(_ source: SourceText) throws(YAMLError) -> YAMLNode? {
        let (root, errors) = try parseRecovering(source)
        if let first = errors.min(by: { $0.location < $1.location }) { throw first }
        return root
    }

    /// The root node and the errors that left the tree's shape intact (a Swift
    /// fragment's unbalanced bracket, a key set twice, whose first value is
    /// kept), so a spec's later errors can be reported
    /// with them; an error that breaks the structure is thrown.
    package static func parseRecovering(_ source: SourceText) throws(YAMLError) -> (root: YAMLNode?, errors: [YAMLError]) {
        let lines = source.scalarLines
        do {
            try SpecLimits.checkLineLengths(lines)
        } catch {
            throw YAMLError(error.message, at: error.location, hint: error.hint)
        }
        try checkCharacters(source.scalars)
        var parser = YAMLBlockParser(lines: lines)
        let root = try parser.parseDocument()
        return (root, parser.cursor.recoverableErrors)
    }

    /// Rejects control characters and other non-printable characters up front,
    /// so no reader has to think about them.
    private static func checkCharacters(_ scalars: [Unicode.Scalar]) throws(YAMLError) {
        var line = 1
        var column = 1
        for scalar in scalars {
            if scalar == "\n" {
                line += 1
                column = 1
                continue
            }
            if !scalar.isYAMLPrintable {
                throw .invalidCharacter(scalar, at: SourceLocation(line: line, column: column))
            }
            column += 1
        }
    }
}

extension YAMLBlockParser {
    /// The one document of the text: an optional `---`, a root node, an optional `...`.
    mutating func parseDocument() throws(YAMLError) -> YAMLNode? {
        guard try seekContent(fromLine: 0) else { return nil }
        if cursor.column == 0, cursor.current == "%" { throw .directive(at: cursor.location) }
        var root: YAMLNode?
        if cursor.column == 0, cursor.documentMarker(atLine: cursor.line) == .start {
            cursor.advance(3)
            cursor.skipInlineSpace()
            if cursor.isAtEndOfLine || cursor.current == "#" {
                cursor.moveToEndOfLine()
                if try skipToContent(), !cursor.isAtDocumentMarker {
                    root = try parseBlockNode(parentIndent: -1, position: .lineStart)
                }
            } else {
                root = try parseBlockNode(parentIndent: -1, position: .afterIndicator)
            }
        } else if !cursor.isAtDocumentMarker {
            root = try parseBlockNode(parentIndent: -1, position: .lineStart)
        }
        guard try skipToContent() else { return root }
        if cursor.isAtDocumentMarker {
            guard cursor.documentMarker(atLine: cursor.line) == .end else {
                throw .multipleDocuments(at: cursor.location)
            }
            cursor.advance(3)
            try finishLine()
            guard try skipToContent() else { return root }
            throw .multipleDocuments(at: cursor.location)
        }
        if let root, case .scalar = root.value {
            throw .trailingContent(at: cursor.location)
        }
        if let root, root.location.column - 1 != cursor.column {
            throw .inconsistentIndentation(at: cursor.location, expected: root.location.column - 1)
        }
        throw .trailingContent(at: cursor.location)
    }
}
