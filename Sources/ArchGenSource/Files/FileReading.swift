/// A disk as reading sees it, the one abstraction of it every stage reads
/// through: the spec and settings loaders (`external` files, `templates`
/// folders, a style folder's manifest), the template loaders, `check`'s
/// comparison. `FileSystem` (ArchGenKit) is one that can also be written:
/// the real disk (`LocalFileSystem`), an in-memory one for tests, git's
/// index (`check --staged`), `adopt`'s overlay.
///
/// Paths are `/`-separated, absolute or relative to the current folder.
package protocol FileReading: Sendable {
    /// The bytes of the file at `path`; nil when nothing is there. Throws
    /// (`.unreadable`) when something is there but cannot be read.
    func contents(at path: String) throws(WriteError) -> [UInt8]?

    /// Whether anything (file, folder, link) is at `path`.
    func fileExists(at path: String) -> Bool

    /// Whether a file or folder is at `path`, following links: a link to
    /// nothing is not (what a reader asks; `fileExists` is what a writer asks).
    func existsFollowingLinks(at path: String) -> Bool

    /// Whether `path` is a folder (following links).
    func isDirectory(at path: String) -> Bool

    /// The names of what the folder `path` holds (files and folders, hidden
    /// ones too), sorted; empty when it is no folder.
    func names(inFolder path: String) -> [String]

    /// What names the folder at `path` whatever path leads to it (on disk,
    /// links followed: its device and inode), so a walk enters each folder
    /// once; nil when no folder is there. By default its normalized path,
    /// which is that where no link can lead to a folder.
    func folderIdentity(at path: String) -> String?
}

extension FileReading {
    /// Whether a file (not a folder) is at `path`, following links.
    package func isFile(at path: String) -> Bool {
        existsFollowingLinks(at: path) && !isDirectory(at: path)
    }

    package func folderIdentity(at path: String) -> String? {
        isDirectory(at: path) ? Path.normalized(path) : nil
    }

    /// The paths of every file below the folder `path`, from it
    /// (`Views/Cell.stencil`), sorted; folders are looked into, not listed,
    /// each once (a link to a folder above, `self -> .`, ends there).
    package func filesBelow(_ path: String) -> [String] {
        var found: [String] = []
        var pending = [""]
        var entered: Set<String> = []
        while let relative = pending.popLast() {
            guard let identity = folderIdentity(at: relative.isEmpty ? path : Path.join(path, relative)),
                  entered.insert(identity).inserted else { continue }
            for name in names(inFolder: relative.isEmpty ? path : Path.join(path, relative)) {
                let entry = relative.isEmpty ? name : relative + "/" + name
                if isDirectory(at: Path.join(path, entry)) { pending.append(entry) } else { found.append(entry) }
            }
        }
        return found.sorted()
    }
}
