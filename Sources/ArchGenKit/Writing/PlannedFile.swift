/// A file archgen means to write: where, what, and who owns it.
public struct PlannedFile: Equatable, Sendable {
    /// Who owns a file once it is written (styles.md, "Ownership").
    public enum Ownership: String, Sendable {
        /// Contracts, models, test doubles: rewritten whenever the spec changes.
        case generated
        /// Implementations, assembly, tests: written once, then the user's.
        case scaffold
    }

    /// The path to write, relative to the current folder or absolute.
    public var path: String
    /// The text to write (UTF-8).
    public var contents: String
    /// Whether archgen rewrites it whenever the spec changes, or writes it once.
    public var ownership: Ownership
    /// The bits the file must have (`.executable` for a git hook); nil for
    /// the default, which a file that is already there keeps.
    public var permissions: FilePermissions?
    /// For a file archgen edits in place (an Xcode project): the bytes
    /// `contents` was made from. The file is replaced only while it still
    /// has them, so an edit made meanwhile (in Xcode, say) is never lost.
    public var basis: [UInt8]?
    /// Whether the file is to be removed (`removal(of:basis:)`), not written.
    public var removes = false
    /// For a scaffold: the bytes it has when nobody edited it since archgen
    /// wrote it (rendered from the spec `new --force` replaces); nil when
    /// unknown. `--force` calls replacing other bytes overwriting edits.
    public var unedited: [UInt8]?

    /// A file to write at `path`; `basis` for a file edited in place.
    public init(
        path: String, contents: String, ownership: Ownership, permissions: FilePermissions? = nil, basis: [UInt8]? = nil
    ) {
        self.path = path
        self.contents = contents
        self.ownership = ownership
        self.permissions = permissions
        self.basis = basis
    }

    /// The file at `path` removed, as long as it still has the bytes `basis`
    /// (read when it was found to be removable).
    public static func removal(of path: String, basis: [UInt8]) -> PlannedFile {
        var file = PlannedFile(path: path, contents: "", ownership: .generated, basis: basis)
        file.removes = true
        return file
    }
}
