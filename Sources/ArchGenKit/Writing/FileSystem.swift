import ArchGenSource

/// The file system as the writer sees it: the reads of `FileReading` to
/// plan, two kinds of change to carry the plan out. `LocalFileSystem` is the disk;
/// `InMemoryFileSystem` stands in for it in tests.
///
/// Paths are `/`-separated, absolute or relative to the current folder.
package protocol FileSystem: FileReading {
    /// Whether `path` is a folder in which this process may create and
    /// rename files.
    func isWritableDirectory(at path: String) -> Bool

    /// Creates the folder `path` and any missing folders above it; does
    /// nothing when it exists. Throws `.createDirectoryFailed`.
    func createDirectory(at path: String) throws(WriteError)

    /// The permission bits of the file at `path` (following links); nil
    /// when no file is there (nothing, or a folder).
    func permissions(at path: String) -> FilePermissions?

    /// Replaces (or creates) the file at `path` with `bytes` so that a reader
    /// sees either the old file or the new one, never a part of either. The
    /// folder must exist. With `permissions`, the file gets exactly those
    /// bits (the umask does not apply); without, a replaced file keeps its
    /// bits and a new one gets the default. Throws `.writeFailed`.
    func writeAtomically(_ bytes: [UInt8], to path: String, permissions: FilePermissions?) throws(WriteError)

    /// Writes each of `files` as `writeAtomically` does, creating the folders
    /// they need (a new folder may appear with all its files at once); the
    /// disk may take all their contents at once before the first is renamed
    /// into place. Throws at the first failure (`.createDirectoryFailed`,
    /// `.writeFailed`), with the files written before it.
    func writeAtomically(_ files: [FileWrite]) throws(BatchWriteError)

    /// Takes an exclusive lock on the folder `path` against other processes
    /// (`FileLock`), waiting at most `limit` for one that holds it; nil when
    /// it still does then. Throws `.lockFailed`.
    func lockFolder(_ path: String, waitingUpTo limit: Duration) throws(WriteError) -> FileLock?

    /// Removes the file at `path`. Throws `.removeFailed`.
    func removeFile(at path: String) throws(WriteError)

    /// Removes the folder at `path` if it is empty; whether it did.
    func removeFolderIfEmpty(at path: String) -> Bool

    /// Removes the temporary files an interrupted `writeAtomically` left in
    /// the folder `path` (none when it is missing); the paths removed.
    @discardableResult
    func removeTemporaryFiles(in path: String) -> [String]

    /// The file a symbolic link at `path` leads to, every link resolved; nil
    /// when `path` is not a link (or leads nowhere).
    func linkTarget(of path: String) -> String?
}

/// One file for `FileSystem.writeAtomically(_:)`: its bytes, or a text
/// written as its UTF-8 bytes in place (a module's files are not copied to be written).
package struct FileWrite: Equatable, Sendable {
    private enum Contents: Sendable {
        case bytes([UInt8])
        case text(String)
    }

    package var path: String
    private var contents: Contents
    package var permissions: FilePermissions?
    /// Whether the path was found empty just before (a file to create):
    /// there are no permissions to keep and nothing to look up first.
    package var isNew: Bool

    package init(path: String, bytes: [UInt8], permissions: FilePermissions? = nil, isNew: Bool = false) {
        self.path = path
        contents = .bytes(bytes)
        self.permissions = permissions
        self.isNew = isNew
    }

    package init(path: String, text: String, permissions: FilePermissions? = nil, isNew: Bool = false) {
        self.path = path
        contents = .text(text)
        self.permissions = permissions
        self.isNew = isNew
    }

    package var bytes: [UInt8] {
        switch contents {
        case .bytes(let bytes): return bytes
        case .text(let text): return Array(text.utf8)
        }
    }

    /// Calls `body` with the bytes, where they are.
    package func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        switch contents {
        case .bytes(let bytes):
            return bytes.withUnsafeBytes(body)
        case .text(var text):
            return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
        }
    }

    package static func == (lhs: FileWrite, rhs: FileWrite) -> Bool {
        lhs.path == rhs.path && lhs.permissions == rhs.permissions && lhs.isNew == rhs.isNew && lhs.bytes == rhs.bytes
    }
}

/// A batch write that stopped: `error`, at the file in position `failed`,
/// with the files in positions `written` in place.
package struct BatchWriteError: Error, Equatable, Sendable {
    package var error: WriteError
    package var failed: Int
    package var written: [Int]

    package init(error: WriteError, failed: Int, written: [Int]) {
        self.error = error
        self.failed = failed
        self.written = written
    }

    /// Stopped at the file in position `index`, every file before it written.
    package init(error: WriteError, written index: Int) {
        self.init(error: error, failed: index, written: Array(0..<index))
    }
}

extension FileSystem {
    /// A file system without links: what exists is what a link would lead to.
    package func existsFollowingLinks(at path: String) -> Bool {
        fileExists(at: path)
    }

    /// A file system without links.
    package func linkTarget(of path: String) -> String? {
        nil
    }

    /// Writes with the default permissions (a replaced file keeps its own).
    package func writeAtomically(_ bytes: [UInt8], to path: String) throws(WriteError) {
        try writeAtomically(bytes, to: path, permissions: nil)
    }

    /// The missing folders first, then one file after the other.
    package func writeAtomically(_ files: [FileWrite]) throws(BatchWriteError) {
        var folders: Set<String> = []
        for (index, file) in files.enumerated() {
            guard let folder = Path.parent(of: file.path), folders.insert(folder).inserted, !isDirectory(at: folder) else { continue }
            do throws(WriteError) {
                try createDirectory(at: folder)
            } catch {
                throw BatchWriteError(error: WriteError(path: file.path, reason: error.reason), failed: index, written: [])
            }
        }
        for (index, file) in files.enumerated() {
            do throws(WriteError) {
                try writeAtomically(file.bytes, to: file.path, permissions: file.permissions)
            } catch {
                throw BatchWriteError(error: error, written: index)
            }
        }
    }
}
