import ArchGenKit
import ArchGenSource

extension SystemEnvironment {
    /// This environment with `changes` laid over its files: a path with
    /// bytes reads as them (a new file, or a file replaced), a path with nil
    /// does not exist. What `adopt` proves on: archgen.yml and the spec as
    /// it would write them, archgen's generated files in place of the team's,
    /// and every other file as it is. Nothing can be written through it.
    func overlaid(with changes: [String: [UInt8]?]) -> SystemEnvironment {
        let normalized = Dictionary(changes.map { (Path.normalized($0.key), $0.value) }, uniquingKeysWith: { _, last in last })
        let files = OverlaidFileSystem(base: fileSystem, changes: normalized)
        var view = self
        let findBase = findFiles
        view.fileSystem = files
        view.findFiles = { folder, suffix in
            var found = Set(findBase(folder, suffix).filter { normalized[Path.normalized($0)] ?? [] != nil })
            for (path, bytes) in normalized where bytes != nil && Path.contains(folder, path) && path.hasSuffix(suffix) {
                found.insert(path)
            }
            return found.sorted()
        }
        return view
    }
}

/// A file system seen through `adopt`'s changes; read-only. Paths are read
/// normalized: `Specs/../App/User.swift` exists before `Specs/` does.
struct OverlaidFileSystem: FileSystem {
    let base: any FileSystem
    let changes: [String: [UInt8]?]

    /// Whether a changed file lies below `path`: a folder only the changes make.
    func holdsFolder(_ path: String) -> Bool {
        let prefix = Path.normalized(path) + "/"
        return changes.contains { $0.key.hasPrefix(prefix) && $0.value != nil }
    }

    func contents(at path: String) throws(WriteError) -> [UInt8]? {
        if let change = changes[Path.normalized(path)] { return change }
        return try base.contents(at: Path.normalized(path))
    }

    func fileExists(at path: String) -> Bool {
        changes[Path.normalized(path)].map { $0 != nil } ?? (base.fileExists(at: Path.normalized(path)) || holdsFolder(path))
    }

    func isDirectory(at path: String) -> Bool { base.isDirectory(at: Path.normalized(path)) || holdsFolder(path) }
    func folderIdentity(at path: String) -> String? {
        base.folderIdentity(at: Path.normalized(path)) ?? (holdsFolder(path) ? Path.normalized(path) : nil)
    }
    func names(inFolder path: String) -> [String] {
        let folder = Path.normalized(path)
        let prefix = folder == "." ? "" : folder + "/"
        let changed = changes.keys.filter { $0.hasPrefix(prefix) && $0.count > prefix.count }.map { String($0.dropFirst(prefix.count).prefix { $0 != "/" }) }
        return Set(base.names(inFolder: folder) + changed).filter { name in
            changes[prefix + name].map { $0 != nil } ?? true
        }.sorted()
    }
    func isWritableDirectory(at path: String) -> Bool { isDirectory(at: path) }
    func permissions(at path: String) -> FilePermissions? { base.permissions(at: path) }

    func createDirectory(at path: String) throws(WriteError) {
        throw WriteError(path: path, reason: .createDirectoryFailed(folder: path, detail: "adopt's proof writes nothing"))
    }

    func writeAtomically(_ bytes: [UInt8], to path: String, permissions: FilePermissions?) throws(WriteError) {
        throw WriteError(path: path, reason: .writeFailed(detail: "adopt's proof writes nothing"))
    }

    func lockFolder(_ path: String, waitingUpTo limit: Duration) throws(WriteError) -> FileLock? { nil }
    func removeTemporaryFiles(in path: String) -> [String] { [] }

    func removeFile(at path: String) throws(WriteError) {
        throw WriteError(path: path, reason: .removeFailed(detail: "adopt's proof writes nothing"))
    }

    func removeFolderIfEmpty(at path: String) -> Bool { false }
}
