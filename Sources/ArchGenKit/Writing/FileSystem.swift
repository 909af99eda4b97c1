/// The file system as the writer sees it: a few reads to plan, two kinds of
/// change to carry the plan out. `LocalFileSystem` is the disk;
/// `InMemoryFileSystem` stands in for it in tests.
///
/// Paths are `/`-separated, absolute or relative to the current folder.
public protocol FileSystem: Sendable {
    /// The bytes of the file at `path`; nil when nothing is there. Throws
    /// (`.unreadable`) when something is there but cannot be read.
    func contents(at path: String) throws(WriteError) -> [UInt8]?

    /// Whether anything (file, folder, link) is at `path`.
    func fileExists(at path: String) -> Bool

    /// Whether `path` is a folder (following links).
    func isDirectory(at path: String) -> Bool

    /// Whether `path` is a folder in which this process may create and
    /// rename files.
    func isWritableDirectory(at path: String) -> Bool

    /// Creates the folder `path` and any missing folders above it; does
    /// nothing when it exists. Throws `.createDirectoryFailed`.
    func createDirectory(at path: String) throws(WriteError)

    /// Replaces (or creates) the file at `path` with `bytes` so that a reader
    /// sees either the old file or the new one, never a part of either. The
    /// folder must exist. Throws `.writeFailed`.
    func writeAtomically(_ bytes: [UInt8], to path: String) throws(WriteError)
}
