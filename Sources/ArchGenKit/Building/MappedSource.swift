import ArchGenSource
import ArchGenSpec

/// Where a line of a sandbox file comes from: a line of a user's file, or a
/// place in a spec (for a declaration archgen printed from it).
package struct SourcePlace: Equatable, Sendable {
    package var path: String
    package var location: SourceLocation
    /// True when the sandbox line is the user's line itself, so a compiler's
    /// column holds too; false when it only stands for `location` (a spec
    /// entry printed as Swift), where the entry's own column is shown.
    package var keepsColumns: Bool

    package init(path: String, location: SourceLocation, keepsColumns: Bool) {
        self.path = path
        self.location = location
        self.keepsColumns = keepsColumns
    }
}

/// Swift text assembled by archgen, with the origin of each of its lines
/// (nil for lines archgen wrote itself: a header, an import).
package struct MappedSource: Equatable, Sendable {
    package private(set) var text = ""
    package private(set) var origins: [SourcePlace?] = []

    package init() {}

    /// Appends `text` (newline-terminated if it is not), every line standing for `origin`.
    package mutating func append(_ text: String, from origin: SourcePlace? = nil) {
        append(text) { _ in origin }
    }

    /// Appends the contents of the user's file at `path`: line n is that file's line n.
    package mutating func append(contentsOf path: String, _ contents: String) {
        append(contents) { SourcePlace(path: path, location: SourceLocation(line: $0, column: 1), keepsColumns: true) }
    }

    private mutating func append(_ piece: String, origin: (Int) -> SourcePlace?) {
        guard !piece.isEmpty else { return }
        let lines = piece.split(separator: "\n", omittingEmptySubsequences: false)
        let count = piece.hasSuffix("\n") ? lines.count - 1 : lines.count
        text += piece.hasSuffix("\n") ? piece : piece + "\n"
        origins += (1...count).map(origin)
    }

    /// This source followed by `other`, each line keeping its place.
    package func appending(_ other: MappedSource) -> MappedSource {
        var joined = self
        joined.text += other.text
        joined.origins += other.origins
        return joined
    }

    /// The place of 1-based `line`, nil when archgen wrote it or it is past the end.
    package func origin(ofLine line: Int) -> SourcePlace? {
        origins.indices.contains(line - 1) ? origins[line - 1] : nil
    }
}
