/// A position in a source text: 1-based line and 1-based column.
///
/// Columns count Unicode scalars, so a caret printed under the line lines up
/// with what an editor shows for any text without wide characters.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in Unicode scalars.
    public var column: Int

    /// The place at `line` and `column`, both from 1.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The location `count` columns further along the same line.
    public func advanced(by count: Int) -> SourceLocation {
        SourceLocation(line: line, column: column + count)
    }

    /// Earlier in the text: an earlier line, or the same line and an earlier column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`, as a diagnostic prints it.
    public var description: String { "\(line):\(column)" }
}
