import ArchGenSource
import Foundation

/// A file system in memory, for tests: files with their permission bits
/// (`.regular` unless given), folders, and ways to make writing fail (a read-only folder, an unreadable file). Every change made
/// through the `FileSystem` methods is logged in `changes`, so a test can
/// check that nothing was written.
///
/// Paths are normalized (`./a//b` is `a/b`); `.` and `/` always exist.
package final class InMemoryFileSystem: FileSystem, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: [UInt8]] = [:]
    private var modes: [String: FilePermissions] = [:]
    private var directories: Set<String> = []
    private var readOnlyFolders: Set<String> = []
    private var unreadableFiles: Set<String> = []
    private var log: [String] = []

    /// A file system holding `files` (path → text), with their folders.
    package init(files: [String: String] = [:]) {
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            addFile(path, text)
        }
    }

    // MARK: Setting up

    /// Adds (or replaces) a file and the folders above it; not logged.
    package func addFile(_ path: String, _ text: String, permissions: FilePermissions = .regular) {
        addFile(path, bytes: Array(text.utf8), permissions: permissions)
    }

    package func addFile(_ path: String, bytes: [UInt8], permissions: FilePermissions = .regular) {
        locked {
            for folder in Path.ancestors(of: path) { directories.insert(folder) }
            files[Path.normalized(path)] = bytes
            modes[Path.normalized(path)] = permissions
        }
    }

    /// Adds a folder and the folders above it; not logged.
    package func addDirectory(_ path: String) {
        locked {
            for folder in Path.ancestors(of: path) + [Path.normalized(path)] {
                directories.insert(folder)
            }
        }
    }

    /// Nothing can be created, replaced or renamed inside `folder` afterwards.
    package func makeReadOnly(_ folder: String) {
        locked { _ = readOnlyFolders.insert(Path.normalized(folder)) }
    }

    /// Reading the file at `path` fails afterwards.
    package func makeUnreadable(_ path: String) {
        locked { _ = unreadableFiles.insert(Path.normalized(path)) }
    }

    // MARK: Looking

    /// The text of the file at `path`, or nil.
    package func text(at path: String) -> String? {
        locked { files[Path.normalized(path)].map { String(decoding: $0, as: UTF8.self) } }
    }

    /// Every file's path, sorted.
    package var filePaths: [String] {
        locked { files.keys.sorted() }
    }

    /// The changes made through the protocol, in order: `mkdir <folder>`,
    /// `write <path>`.
    package var changes: [String] {
        locked { log }
    }

    // MARK: FileSystem

    package func contents(at path: String) throws(WriteError) -> [UInt8]? {
        let key = Path.normalized(path)
        let (bytes, unreadable) = locked { (files[key], unreadableFiles.contains(key)) }
        if unreadable && bytes != nil {
            throw WriteError(path: path, reason: .unreadable(detail: "Permission denied"))
        }
        return bytes
    }

    package func fileExists(at path: String) -> Bool {
        let key = Path.normalized(path)
        return locked { files[key] != nil || isFolder(key) }
    }

    package func isDirectory(at path: String) -> Bool {
        let key = Path.normalized(path)
        return locked { isFolder(key) }
    }

    package func names(inFolder path: String) -> [String] {
        let key = Path.normalized(path)
        let prefix = key == "." ? "" : key == "/" ? "/" : key + "/"
        return locked {
            guard isFolder(key) else { return [] }
            let below = (Array(files.keys) + Array(directories)).filter { $0.hasPrefix(prefix) && $0.count > prefix.count }
            let names = Set(below.map { String($0.dropFirst(prefix.count).prefix { $0 != "/" }) })
            return names.subtracting(["", ".", ".."]).sorted()
        }
    }

    package func isWritableDirectory(at path: String) -> Bool {
        let key = Path.normalized(path)
        return locked { isFolder(key) && !readOnlyFolders.contains(key) }
    }

    package func createDirectory(at path: String) throws(WriteError) {
        let target = Path.normalized(path)
        let problem: WriteError.Reason? = locked {
            for folder in Path.ancestors(of: target) + [target] where !isFolder(folder) {
                if files[folder] != nil {
                    return .createDirectoryFailed(folder: folder, detail: "File exists")
                }
                let parent = Path.parent(of: folder) ?? "."
                if readOnlyFolders.contains(parent) {
                    return .createDirectoryFailed(folder: folder, detail: "Permission denied")
                }
                directories.insert(folder)
                log.append("mkdir \(folder)")
            }
            return nil
        }
        if let problem { throw WriteError(path: path, reason: problem) }
    }

    package func permissions(at path: String) -> FilePermissions? {
        let key = Path.normalized(path)
        return locked { files[key] != nil ? modes[key] : nil }
    }

    /// No other process shares this file system: the lock is always free and holds nothing.
    package func lockFolder(_ path: String, waitingUpTo limit: Duration) throws(WriteError) -> FileLock? {
        FileLock()
    }

    package func removeFile(at path: String) throws(WriteError) {
        let key = Path.normalized(path)
        let removed: Bool = locked {
            guard files.removeValue(forKey: key) != nil else { return false }
            modes[key] = nil
            log.append("remove \(key)")
            return true
        }
        if !removed { throw WriteError(path: path, reason: .removeFailed(detail: "No such file or directory")) }
    }

    package func removeFolderIfEmpty(at path: String) -> Bool {
        let key = Path.normalized(path)
        return locked {
            let prefix = key + "/"
            guard directories.contains(key), !files.keys.contains(where: { $0.hasPrefix(prefix) }),
                  !directories.contains(where: { $0.hasPrefix(prefix) }) else { return false }
            directories.remove(key)
            log.append("rmdir \(key)")
            return true
        }
    }

    /// Its writes need no temporary files.
    package func removeTemporaryFiles(in path: String) -> [String] {
        []
    }

    /// A new file gets `.regular` unless `permissions` are given.
    package func writeAtomically(_ bytes: [UInt8], to path: String, permissions: FilePermissions?) throws(WriteError) {
        let target = Path.normalized(path)
        let parent = Path.parent(of: target) ?? "."
        let problem: String? = locked {
            if files[parent] != nil { return "Not a directory" }
            if !isFolder(parent) { return "No such file or directory" }
            if isFolder(target) { return "Is a directory" }
            if readOnlyFolders.contains(parent) { return "Permission denied" }
            files[target] = bytes
            modes[target] = permissions ?? modes[target] ?? .regular
            log.append("write \(target)")
            return nil
        }
        if let problem { throw WriteError(path: path, reason: .writeFailed(detail: problem)) }
    }

    // MARK: Private

    /// Call with the lock held.
    private func isFolder(_ key: String) -> Bool {
        key == "." || key == "/" || directories.contains(key)
            || key.split(separator: "/").allSatisfy { $0 == ".." }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
