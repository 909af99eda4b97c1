#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The real disk, through POSIX calls.
///
/// `writeAtomically` writes a temporary file (`.archgen-tmp-<random>`) in the
/// target's own folder, flushes it to disk, closes it, then `rename(2)`s it
/// over the target: an interrupted run leaves the old file or the new one
/// (and perhaps a temporary file, which `removeTemporaryFiles` deletes).
/// A batch flushes all its temporary files before the first rename.
/// A replaced file keeps its permission bits and a new one gets
/// `0666 & ~umask`, unless permissions are given: then the file gets exactly
/// those (set on the temporary file before the rename, so the file never
/// exists with other bits).
/// A symbolic link at the target is replaced by the file, not followed, so
/// nothing outside the output folders is written.
public struct LocalFileSystem: FileSystem {
    public init() {}

    /// Only a regular file is read: a FIFO or a device (which could block
    /// or never end) is `.unreadable`, and is opened without blocking to find out.
    public func contents(at path: String) throws(WriteError) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return nil }
            throw WriteError(path: path, reason: .unreadable(detail: Self.describe(code)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw WriteError(path: path, reason: .unreadable(detail: "not a regular file"))
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw WriteError(path: path, reason: .unreadable(detail: Self.describe(code)))
            }
            bytes.append(contentsOf: buffer[..<count])
        }
    }

    public func fileExists(at path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    public func isDirectory(at path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    public func isWritableDirectory(at path: String) -> Bool {
        isDirectory(at: path) && access(path, W_OK | X_OK) == 0
    }

    public func createDirectory(at path: String) throws(WriteError) {
        for folder in WritePath.ancestors(of: path) + [WritePath.normalized(path)] where !isDirectory(at: folder) {
            if mkdir(folder, 0o777) != 0 {
                let code = errno
                if code == EEXIST && isDirectory(at: folder) { continue }
                throw WriteError(
                    path: path, reason: .createDirectoryFailed(folder: folder, detail: Self.describe(code)))
            }
        }
    }

    public func permissions(at path: String) -> FilePermissions? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else { return nil }
        return FilePermissions(rawValue: UInt16(info.st_mode & 0o7777))
    }

    public func writeAtomically(_ bytes: [UInt8], to path: String, permissions: FilePermissions?) throws(WriteError) {
        do throws(BatchWriteError) {
            try writeAtomically([FileWrite(path: path, bytes: bytes, permissions: permissions)])
        } catch {
            throw error.error
        }
    }

    /// Writes every file to a temporary file beside it, has the disk take
    /// them all (one `fsync` for one file; for several on Linux, one
    /// `syncfs` per file system instead of an `fsync` each, which costs as
    /// much as the whole batch), then renames them into place in order. A
    /// failure before the renames leaves every target as it was.
    public func writeAtomically(_ files: [FileWrite]) throws(BatchWriteError) {
        var staged: [StagedFile] = []
        var renamed = 0
        defer { staged.dropFirst(renamed).forEach { unlink($0.temporary) } }
        #if os(Linux)
        let flushEach = files.count == 1
        #else
        let flushEach = true
        #endif
        // The temporary files are independent: written on every core, the first failure in order reported.
        let results = files.concurrentMap(from: Parallelism.fileOperations) { file in Result { () throws(WriteError) in try stage(file, flush: flushEach) } }
        staged = results.compactMap { try? $0.get() }
        for result in results {
            if case .failure(let error) = result { throw BatchWriteError(error: error, written: 0) }
        }
        if !flushEach {
            // One flush per file system: the folders' devices tell which (a module's files share a few folders).
            var devices: Set<UInt64> = []
            for folder in Set(files.map { WritePath.parent(of: $0.path) ?? "." }) {
                var info = stat()
                if stat(folder, &info) != 0 || devices.insert(UInt64(info.st_dev)).inserted { Self.flushFileSystem(holding: folder) }
            }
        }
        for (index, file) in staged.enumerated() {
            guard rename(file.temporary, files[index].path) == 0 else {
                throw BatchWriteError(
                    error: Self.failure(files[index].path, errno, "renaming the temporary file over it"), written: index)
            }
            renamed += 1
        }
    }

    /// A file written beside its target, not yet renamed over it.
    private struct StagedFile: Sendable {
        var temporary: String
    }

    private func stage(_ file: FileWrite, flush: Bool) throws(WriteError) -> StagedFile {
        let path = file.path
        var mode = file.permissions.map { mode_t($0.rawValue) }
        var existing = stat()
        if !file.isNew, stat(path, &existing) == 0 {
            if (existing.st_mode & S_IFMT) == S_IFDIR { throw Self.failure(path, EISDIR, "replacing it") }
            if mode == nil { mode = existing.st_mode & 0o7777 }
        }
        let (temporary, fd) = try createTemporaryFile(beside: path)
        var isOpen = true
        do throws(WriteError) {
            if let code = file.withBytes({ Self.writeAll($0, to: fd) }) { throw Self.failure(path, code, "writing the temporary file") }
            if let mode, fchmod(fd, mode) != 0 { throw Self.failure(path, errno, "setting the permissions") }
            if flush, fsync(fd) != 0 { throw Self.failure(path, errno, "flushing the temporary file") }
            isOpen = false
            if close(fd) != 0 { throw Self.failure(path, errno, "closing the temporary file") }
            return StagedFile(temporary: temporary)
        } catch {
            if isOpen { close(fd) }
            unlink(temporary)
            throw error
        }
    }

    /// Has the disk take everything written to the file system that holds
    /// `path`: `syncfs(2)` where the C library has it, else `sync(2)`.
    private static func flushFileSystem(holding path: String) {
        #if os(Linux)
        typealias SyncFS = @convention(c) (Int32) -> Int32
        if let symbol = dlsym(nil, "syncfs") {
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            if fd >= 0 {
                defer { close(fd) }
                if unsafeBitCast(symbol, to: SyncFS.self)(fd) == 0 { return }
            }
        }
        #endif
        sync()
    }

    private static func failure(_ path: String, _ code: Int32, _ what: String) -> WriteError {
        WriteError(path: path, reason: .writeFailed(detail: "\(what): \(describe(code))"))
    }

    public func lockFolder(_ path: String, waitingUpTo limit: Duration) throws(WriteError) -> FileLock? {
        do throws(FileLockError) {
            return try FileLock.acquire(path, waitingUpTo: limit)
        } catch {
            throw WriteError(path: path, reason: .lockFailed(detail: error.detail))
        }
    }

    public func removeTemporaryFiles(in path: String) -> [String] {
        guard let folder = opendir(path) else { return [] }
        defer { closedir(folder) }
        var removed: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix(Self.temporaryPrefix) else { continue }
            let file = path == "." ? name : ModuleLayout.join(path, name)
            if unlink(file) == 0 { removed.append(file) }
        }
        return removed.sorted()
    }

    private static let temporaryPrefix = ".archgen-tmp-"

    /// Opens a new, exclusive temporary file in the folder of `path`.
    private func createTemporaryFile(beside path: String) throws(WriteError) -> (path: String, fd: Int32) {
        let folder: String
        if let slash = path.lastIndex(of: "/") {
            folder = String(path[...slash])
        } else {
            folder = ""
        }
        var code: Int32 = EEXIST
        for _ in 0..<8 {
            let random = String(UInt64.random(in: .min ... .max), radix: 16)
            let temporary = folder + Self.temporaryPrefix + random
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 { return (temporary, fd) }
            code = errno
            if code != EEXIST { break }
        }
        throw WriteError(
            path: path, reason: .writeFailed(detail: "creating a temporary file: \(Self.describe(code))"))
    }

    /// Writes every byte, retrying after interruptions; the `errno` of a failure.
    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to fd: Int32) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            let count = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                return code
            }
            offset += count
        }
        return nil
    }

    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
