/// What happens (or, in a dry run, would happen) to one planned file.
package struct FileAction: Equatable, Sendable {
    package enum Kind: String, Sendable, CaseIterable {
        /// Nothing is at the path: the file is written.
        case create
        /// The file exists with other bytes and is replaced: a generated file,
        /// or a scaffold file under `--force` (see `overwritesEdits`); or it
        /// has the same bytes but not the planned permissions.
        case update
        /// The file exists with exactly these bytes: nothing is written.
        case unchanged
        /// A scaffold file exists with other bytes and is left alone.
        case skip
        /// The file is removed (a generated file no spec generates any more: `generate --prune`).
        case remove
    }

    /// The planned file's path, as given.
    package var path: String
    package var kind: Kind
    package var ownership: PlannedFile.Ownership
    /// What archgen writes (or would write) there.
    package var contents: String
    /// The bits the written file gets; nil for the default (see `PlannedFile`).
    package var permissions: FilePermissions?
    /// The file's current text, for `update` and `skip` (so a diff can be
    /// shown); nil otherwise. Bytes that are not UTF-8 are replaced by U+FFFD.
    package var oldContents: String?
    /// True for an `update` that replaces a scaffold file the user may have
    /// edited (`--force`): the CLI lists these before anything is changed.
    package var overwritesEdits: Bool
    /// True for an `update` that replaces a scaffold file (`--force`),
    /// edited or not.
    package var replacesScaffold: Bool
    /// The planned file's `basis`: the bytes the file must still have when it is replaced.
    package var basis: [UInt8]?

    package init(
        path: String, kind: Kind, ownership: PlannedFile.Ownership, contents: String,
        permissions: FilePermissions? = nil, oldContents: String? = nil, overwritesEdits: Bool = false, replacesScaffold: Bool = false,
        basis: [UInt8]? = nil
    ) {
        self.path = path
        self.kind = kind
        self.ownership = ownership
        self.contents = contents
        self.permissions = permissions
        self.oldContents = oldContents
        self.overwritesEdits = overwritesEdits
        self.replacesScaffold = replacesScaffold
        self.basis = basis
    }

    /// Whether carrying the action out writes the file.
    package var writes: Bool {
        kind == .create || kind == .update
    }
}
