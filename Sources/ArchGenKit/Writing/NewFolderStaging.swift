#if canImport(Glibc)
import ArchGenSource
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `LocalFileSystem` writes a batch whose files need folders that do
/// not exist yet (a new module's): each topmost missing folder is made under
/// a temporary name beside it (`.archgen-tmp-<random>/`), its files are
/// written inside, in place, and it is renamed to its path last. The folder
/// then appears with all its files or not at all, at the cost of one rename
/// for the folder rather than a temporary file and a rename for each file.
struct NewFolderStaging {
    /// A missing folder, and the temporary folder it is made in.
    struct Folder {
        var path: String
        var staging: String
    }

    private(set) var folders: [Folder] = []
    /// For each file of the batch, its new folder (by position in `folders`); nil when its folder exists.
    private(set) var holders: [Int?] = []
    /// For each file of the batch, where it is written: its path, or its place in its new folder's staging folder.
    private(set) var targets: [String] = []
    /// The folder of each file, by what it is: nil when it exists, else its new folder.
    private var known: [String: Int?] = [:]
    /// What is at each of the files' folders, looked at before any is made.
    private var probed: [String: Probe] = [:]

    /// What is at a folder's path: a folder (or a link to one), nothing, or something in the way.
    private enum Probe: Sendable {
        case folder, missing, blocked
    }

    /// Makes the staging folders `files` need, and the folders inside them.
    /// Throws (`.createDirectoryFailed`), with the position of the file that
    /// needed the folder, after removing what it made.
    init(_ files: [FileWrite]) throws(BatchWriteError) {
        let folderOfFile = files.map { Path.parent(of: $0.path) ?? "." }
        // The files' folders are looked at on every core first (a new module has two, a batch of modules thousands).
        let distinct = Array(Set(folderOfFile))
        probed = Dictionary(uniqueKeysWithValues: zip(distinct, distinct.concurrentMap(from: Parallelism.fileOperations, Self.probe)))
        for (index, file) in files.enumerated() {
            do throws(WriteError) {
                let holder = try holder(of: folderOfFile[index])
                holders.append(holder)
                targets.append(holder.map { staged(file.path, in: folders[$0]) } ?? file.path)
            } catch {
                removeAll()
                throw BatchWriteError(error: WriteError(path: file.path, reason: error.reason), failed: index, written: [])
            }
        }
    }

    private static func probe(_ folder: String) -> Probe {
        var info = stat()
        guard lstat(folder, &info) == 0 else { return .missing }
        // Anything but a folder or a link to one (a file, a dangling link) is in the way, as `mkdir` would say.
        let isLink = (info.st_mode & S_IFMT) == S_IFLNK
        return (!isLink || stat(folder, &info) == 0) && (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .blocked
    }

    /// The new folder `folder` is in, once it and the folders above it are made; nil when it exists.
    private mutating func holder(of folder: String) throws(WriteError) -> Int? {
        if let found = known[folder] { return found }
        switch probed[folder] ?? Self.probe(folder) {
        case .folder:
            known[folder] = .some(nil)
            return nil
        case .blocked:
            throw Self.failure(folder, EEXIST)
        case .missing:
            break
        }
        let parent = Path.parent(of: folder) ?? "."
        let holder: Int
        if let above = try self.holder(of: parent) {
            holder = above
            if mkdir(staged(folder, in: folders[holder]), 0o777) != 0 { throw Self.failure(folder, errno) }
        } else {
            holder = folders.count
            folders.append(Folder(path: folder, staging: try Self.makeStagingFolder(beside: folder)))
        }
        known[folder] = holder
        return holder
    }

    /// `path`, under a new folder, as it is in that folder's staging folder.
    private func staged(_ path: String, in folder: Folder) -> String {
        folder.staging + String(decoding: path.utf8.dropFirst(folder.path.utf8.count), as: UTF8.self)
    }

    private static func makeStagingFolder(beside folder: String) throws(WriteError) -> String {
        let (staging, code) = LocalFileSystem.makeTemporary(beside: folder) { mkdir($0, 0o777) == 0 }
        guard let staging else { throw failure(folder, code) }
        return staging
    }

    private static func failure(_ folder: String, _ code: Int32) -> WriteError {
        WriteError(path: folder, reason: .createDirectoryFailed(folder: folder, detail: LocalFileSystem.describe(code)))
    }

    /// Removes the staging folders from `start` on, with all they hold.
    func removeAll(from start: Int = 0) {
        for folder in folders.dropFirst(start) { LocalFileSystem.removeTree(at: folder.staging) }
    }

    /// Writes a file of a new folder where it is staged, flushed to disk with `flush`.
    static func write(_ file: FileWrite, to target: String, flush: Bool) throws(WriteError) {
        let fd = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw LocalFileSystem.failure(file.path, errno, "creating it in its new folder") }
        let mode = file.permissions.map { mode_t($0.rawValue) }
        if let failure = LocalFileSystem.fill(fd, with: file, mode: mode, flush: flush, naming: "it in its new folder") {
            throw LocalFileSystem.failure(file.path, failure.code, failure.step)
        }
    }
}
