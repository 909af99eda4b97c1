/// A position in a source text: 1-based line and 1-based column.
///
/// Columns count Unicode scalars, so a caret printed under the line lines up
/// with what an editor shows for any text without wide characters.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The location `count` columns further along the same line.
    public func advanced(by count: Int) -> SourceLocation {
        SourceLocation(line: line, column: column + count)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}
