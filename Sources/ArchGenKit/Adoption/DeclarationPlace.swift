import ArchGenSource

/// Where something `adopt` read is: a file (or folder) as a whole, or a
/// line and column of a file with that line's text. Its notes are
/// `Diagnostic`s of severity `note`, which `DiagnosticRenderer` prints as
/// it prints errors (`path:line:column: note: ...`, the line, a caret, the hint).
package struct DeclarationPlace: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var path: String
    /// Nil for a file or folder as a whole.
    package var location: SourceLocation?
    /// The text of the line at `location`.
    package var sourceLine: String?

    /// A file or folder as a whole (`App/Modules/Login`).
    package init(path: String) {
        self.path = path
    }

    /// Line `line` of `path`, whose text is `sourceLine`; the column is its first character that is not a space.
    package init(path: String, line: Int, sourceLine: String) {
        self.path = path
        self.sourceLine = sourceLine
        let indent = sourceLine.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
        location = SourceLocation(line: line, column: indent + 1)
    }

    /// `path:line`, or `path` for a whole file: how a message names another place.
    package var description: String {
        location.map { "\(path):\($0.line)" } ?? path
    }

    /// A note about what is here.
    package func note(_ message: String, hint: String? = nil) -> Diagnostic {
        Diagnostic(severity: .note, message: message, path: path, location: location, sourceLine: sourceLine, hint: hint)
    }

    package static func < (lhs: DeclarationPlace, rhs: DeclarationPlace) -> Bool {
        (lhs.path, lhs.location?.line ?? 0, lhs.location?.column ?? 0) < (rhs.path, rhs.location?.line ?? 0, rhs.location?.column ?? 0)
    }
}
