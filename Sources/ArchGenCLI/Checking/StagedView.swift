import ArchGenKit

extension SystemEnvironment {
    /// This environment with its files read from `tree` instead of the
    /// working tree: what `check --staged` runs on, so specs, archgen.yml,
    /// generated and scaffold files and every Swift file a module builds
    /// with are as they will be committed. A file that is not staged does
    /// not exist here; one deleted in the working tree but staged does.
    /// Everything else (the console, processes, the clock, the real paths
    /// that name the sandbox) is unchanged.
    func viewing(_ tree: StagedTree) -> SystemEnvironment {
        let files = StagedFileSystem(tree: tree, currentDirectory: currentDirectory)
        var view = self
        view.fileSystem = files
        view.readFile = { path throws(WriteError) in
            guard let bytes = try files.contents(at: path) else {
                throw WriteError(path: path, reason: .unreadable(detail: "not staged"))
            }
            return bytes
        }
        view.fileExists = { files.fileExists(at: $0) }
        view.isDirectory = { files.isDirectory(at: $0) }
        view.findFiles = { folder, suffix in FileSearch.find(suffix, under: files.local(folder), in: files.paths).map {
            folder == files.local(folder) ? $0 : ModuleLayout.join(folder, String($0.dropFirst(files.local(folder).count + 1)))
        } }
        return view
    }
}

/// The staged files as a read-only `FileSystem`: paths relative to the
/// current folder (or absolute, inside the repository), as the working
/// tree's. A staged file that was not read has no contents here.
struct StagedFileSystem: FileSystem {
    private let files: InMemoryFileSystem
    /// Every staged file, relative to the current folder, normalized and sorted.
    let paths: [String]
    private let topLevel: String
    private let prefix: String
    private let currentDirectory: String
    private let unread: Set<String>

    init(tree: StagedTree, currentDirectory: String) {
        let files = InMemoryFileSystem()
        var unread: Set<String> = []
        var paths: [String] = []
        for file in tree.files {
            let path = WritePath.normalized(tree.relativePath(of: file.path))
            paths.append(path)
            files.addFile(path, bytes: file.contents ?? [], permissions: file.executable ? .executable : .regular)
            if file.contents == nil { unread.insert(path) }
        }
        self.files = files
        self.paths = paths.sorted()
        self.topLevel = tree.topLevel
        self.prefix = tree.prefix
        self.currentDirectory = currentDirectory
        self.unread = unread
    }

    /// `path` as the staged files name it: relative ones normalized, and
    /// absolute ones inside the repository (or the current folder) made
    /// relative to the current folder.
    func local(_ path: String) -> String {
        let normalized = WritePath.normalized(path)
        guard normalized.hasPrefix("/") else { return normalized }
        if normalized == currentDirectory { return "." }
        if normalized.hasPrefix(currentDirectory + "/") { return String(normalized.dropFirst(currentDirectory.count + 1)) }
        if normalized == topLevel { return WritePath.normalized(StagedTree.path(".", from: prefix)) }
        if normalized.hasPrefix(topLevel + "/") {
            return WritePath.normalized(StagedTree.path(String(normalized.dropFirst(topLevel.count + 1)), from: prefix))
        }
        return normalized
    }

    func contents(at path: String) throws(WriteError) -> [UInt8]? {
        let key = local(path)
        guard !unread.contains(key) else { throw WriteError(path: path, reason: .unreadable(detail: "not read from the index")) }
        return try files.contents(at: key)
    }

    func fileExists(at path: String) -> Bool { files.fileExists(at: local(path)) }
    func isDirectory(at path: String) -> Bool { files.isDirectory(at: local(path)) }
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
}
