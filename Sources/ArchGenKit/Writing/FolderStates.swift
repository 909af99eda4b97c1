import ArchGenSource

/// What `WritePlanner` needs to know of each folder above the planned files:
/// whether it is missing, a file, or a folder it may write in. Read once per
/// folder, on every core, rather than once per file: a thousand modules'
/// ten thousand files share a few thousand folders, and a file whose folder
/// is missing needs no look-up of its own.
struct FolderStates: Sendable {
    enum State: Equatable, Sendable {
        case missing
        case file
        case directory(writable: Bool)

        var isDirectory: Bool {
            if case .directory = self { return true }
            return false
        }
    }

    private let states: [String: State]

    /// The states of every folder above `keys` (normalized paths), and of
    /// the root each is relative to (`.` or `/`).
    init(above keys: [String], in fileSystem: some FileSystem) {
        // The files' own folders first (many files share one), then those folders' ancestors, each once.
        var parents: Set<String> = []
        for key in keys { parents.insert(Self.folder(of: key)) }
        var folders: Set<String> = []
        for parent in parents where folders.insert(parent).inserted {
            folders.insert(Self.root(of: parent))
            for folder in Path.ancestors(of: parent) { folders.insert(folder) }
        }
        let list = Array(folders)
        let read = list.concurrentMap(from: Parallelism.fileOperations) { folder -> State in
            if fileSystem.isDirectory(at: folder) { return .directory(writable: fileSystem.isWritableDirectory(at: folder)) }
            return fileSystem.fileExists(at: folder) ? .file : .missing
        }
        states = Dictionary(uniqueKeysWithValues: zip(list, read))
    }

    /// A folder given to `init` (through a key below it); `missing` for any other.
    subscript(folder: String) -> State {
        states[folder] ?? .missing
    }

    /// The folder holding `key`: its parent, or the root it is relative to.
    static func folder(of key: String) -> String {
        Path.parent(of: key) ?? root(of: key)
    }

    /// The folder a relative path starts from, `.`, or `/` for an absolute one.
    static func root(of key: String) -> String {
        Path.isAbsolute(key) ? "/" : "."
    }
}
