import ArchGenKit
import ArchGenSource

extension SystemEnvironment {
    /// This environment with its files read from `tree` instead of the
    /// working tree: what `check --staged` runs on, so specs, archgen.yml,
    /// generated and scaffold files and every Swift file a module builds
    /// with are as they will be committed. A file that is not staged does
    /// not exist here; one deleted in the working tree but staged does.
    /// Everything else (the console, processes, the clock, the real paths
    /// that name the sandbox) is unchanged.
    func viewing(_ tree: StagedTree) -> SystemEnvironment {
        let files = StagedFileSystem(tree: tree)
        var view = self
        view.fileSystem = files
        view.findFiles = { folder, suffix in FileSearch.find(suffix, under: folder, key: files.local(folder), in: files.paths) }
        return view
    }
}

/// The staged files as a read-only `FileSystem`: paths relative to the
/// current folder (or absolute, inside the repository), as the working
/// tree's. A staged file that was not read has no contents here.
struct StagedFileSystem: FileSystem {
    /// The files, by path from the top level.
    private let files: InMemoryFileSystem
    /// Every staged file, from the top level, sorted.
    let paths: [String]
    private let topLevel: String
    private let prefix: String
    private let unread: Set<String>

    init(tree: StagedTree) {
        let files = InMemoryFileSystem()
        var unread: Set<String> = []
        for file in tree.files {
            files.addFile(file.path, bytes: file.contents ?? [], permissions: file.executable ? .executable : .regular)
            if file.contents == nil { unread.insert(Path.normalized(file.path)) }
        }
        self.files = files
        self.paths = tree.files.map { Path.normalized($0.path) }.sorted()
        self.topLevel = tree.topLevel
        self.prefix = tree.prefix
        self.unread = unread
    }

    /// `path` (relative to the current folder, or absolute) from the top
    /// level; a path outside the repository names nothing that is staged.
    func local(_ path: String) -> String {
        Self.local(path, topLevel: topLevel, prefix: prefix)
    }

    /// `path` (relative to the folder `prefix` of the repository at `topLevel`, or absolute) from the top level.
    static func local(_ path: String, topLevel: String, prefix: String) -> String {
        let normalized = Path.normalized(path)
        let fromTop: String
        if Path.isAbsolute(normalized) {
            guard Path.contains(topLevel, normalized) else { return Self.outside }
            fromTop = Path.normalized("." + normalized.dropFirst(topLevel.count))
        } else {
            fromTop = Path.normalized(Path.join(prefix, normalized))
        }
        return fromTop == ".." || fromTop.hasPrefix("../") ? Self.outside : fromTop
    }

    /// A key no staged file has.
    private static let outside = "/outside the repository"

    func contents(at path: String) throws(WriteError) -> [UInt8]? {
        let key = local(path)
        guard !unread.contains(key) else { throw WriteError(path: path, reason: .unreadable(detail: "not read from the index")) }
        return try files.contents(at: key)
    }

    func fileExists(at path: String) -> Bool { files.fileExists(at: local(path)) }
    func isDirectory(at path: String) -> Bool { files.isDirectory(at: local(path)) }
    func names(inFolder path: String) -> [String] { files.names(inFolder: local(path)) }
    /// Planning a file there must not fail: the check only compares.
    func isWritableDirectory(at path: String) -> Bool { isDirectory(at: path) }
    func permissions(at path: String) -> FilePermissions? { files.permissions(at: local(path)) }

    func createDirectory(at path: String) throws(WriteError) {
        throw WriteError(path: path, reason: .createDirectoryFailed(folder: path, detail: "the staged files are read-only"))
    }

    func writeAtomically(_ bytes: [UInt8], to path: String, permissions: FilePermissions?) throws(WriteError) {
        throw WriteError(path: path, reason: .writeFailed(detail: "the staged files are read-only"))
    }

    func lockFolder(_ path: String, waitingUpTo limit: Duration) throws(WriteError) -> FileLock? {
        throw WriteError(path: path, reason: .lockFailed(detail: "the staged files are read-only"))
    }
    func removeTemporaryFiles(in path: String) -> [String] { [] }

    func removeFile(at path: String) throws(WriteError) {
        throw WriteError(path: path, reason: .removeFailed(detail: "the staged files are read-only"))
    }

    func removeFolderIfEmpty(at path: String) -> Bool { false }
}
