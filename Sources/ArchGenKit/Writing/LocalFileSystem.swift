import ArchGenSource
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
package struct LocalFileSystem: FileSystem {
    package init() {}

    /// Only a regular file is read: a FIFO or a device (which could block
    /// or never end) is `.unreadable`, and is opened without blocking to find out.
    package func contents(at path: String) throws(WriteError) -> [UInt8]? {
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
        bytes.reserveCapacity(Int(info.st_size))
        // A buffer of about the file's size: a fixed 64 KiB one, zeroed at each read, was a tenth of `generate`'s work.
        var buffer = [UInt8](repeating: 0, count: min(max(Int(info.st_size) + 1, 4096), 1 << 20))
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

    package func fileExists(at path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    package func existsFollowingLinks(at path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    package func linkTarget(of path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK, let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    package func isDirectory(at path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    package func folderIdentity(at path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        return "\(info.st_dev):\(info.st_ino)"
    }

    package func names(inFolder path: String) -> [String] {
        var names: [String] = []
        Self.forEachEntry(in: path.isEmpty ? "." : path) { names.append($0) }
        return names.sorted()
    }

    package func isWritableDirectory(at path: String) -> Bool {
        isDirectory(at: path) && access(path, W_OK | X_OK) == 0
    }

    package func createDirectory(at path: String) throws(WriteError) {
        for folder in Path.ancestors(of: path) + [Path.normalized(path)] where !isDirectory(at: folder) {
            if mkdir(folder, 0o777) != 0 {
                let code = errno
                if code == EEXIST && isDirectory(at: folder) { continue }
                throw WriteError(
                    path: path, reason: .createDirectoryFailed(folder: folder, detail: Self.describe(code)))
            }
        }
    }

    package func permissions(at path: String) -> FilePermissions? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else { return nil }
        return FilePermissions(rawValue: UInt16(info.st_mode & 0o7777))
    }

    package func writeAtomically(_ bytes: [UInt8], to path: String, permissions: FilePermissions?) throws(WriteError) {
        let temporary = try stage(FileWrite(path: path, bytes: bytes, permissions: permissions), flush: true)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw Self.failure(path, code, "renaming the temporary file over it")
        }
    }

    /// Writes every file to a temporary file beside it (or, in a folder the
    /// batch creates, in place in that folder's staging folder: see
    /// `NewFolderStaging`), has the disk take them all (one `fsync` for one
    /// file; for several on Linux, one `syncfs` per file system instead of an
    /// `fsync` each, which costs as much as the whole batch), then renames the
    /// temporary files into place in order, then the new folders. A failure
    /// before the renames leaves every target as it was.
    package func writeAtomically(_ files: [FileWrite]) throws(BatchWriteError) {
        let staging = try NewFolderStaging(files)
        // What is not in place yet when this returns is removed: temporary files, staging folders.
        var temporaries: [String?] = []
        var placedFolders = 0
        defer {
            for case let temporary? in temporaries { unlink(temporary) }
            staging.removeAll(from: placedFolders)
        }
        #if os(Linux)
        let flushEach = files.count == 1
        #else
        let flushEach = true
        #endif
        // The files are independent: written on every core, the first failure in order reported.
        let results = Array(files.indices).concurrentMap(from: Parallelism.fileOperations) { index in
            Result { () throws(WriteError) -> String? in
                guard staging.holders[index] != nil else { return try stage(files[index], flush: flushEach) }
                try NewFolderStaging.write(files[index], to: staging.targets[index], flush: flushEach)
                return nil
            }
        }
        temporaries = results.map { (try? $0.get()) ?? nil }
        for (index, result) in results.enumerated() {
            if case .failure(let error) = result { throw BatchWriteError(error: error, failed: index, written: []) }
        }
        if !flushEach {
            // One flush per file system: the folders' devices tell which (a module's files share a few folders).
            var devices: Set<UInt64> = []
            var folders = Set(staging.folders.map(\.staging))  // a new folder's files are on its staging folder's device
            for index in files.indices where staging.holders[index] == nil { folders.insert(Path.parent(of: files[index].path) ?? ".") }
            for folder in folders {
                var info = stat()
                if stat(folder, &info) != 0 || devices.insert(UInt64(info.st_dev)).inserted { Self.flushFileSystem(holding: folder) }
            }
        }
        var written: [Int] = []
        var held = Array(repeating: [Int](), count: staging.folders.count)  // the files of each new folder
        for (index, holder) in staging.holders.enumerated() { if let holder { held[holder].append(index) } }
        for index in files.indices {
            guard let temporary = temporaries[index] else { continue }
            guard rename(temporary, files[index].path) == 0 else {
                throw BatchWriteError(
                    error: Self.failure(files[index].path, errno, "renaming the temporary file over it"), failed: index, written: written)
            }
            temporaries[index] = nil
            written.append(index)
        }
        for (position, folder) in staging.folders.enumerated() {
            guard rename(folder.staging, folder.path) == 0 else {
                let first = held[position][0]
                throw BatchWriteError(
                    error: Self.failure(files[first].path, errno, "renaming its new folder into place"), failed: first, written: written)
            }
            placedFolders += 1
            written += held[position]
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

    static func failure(_ path: String, _ code: Int32, _ what: String) -> WriteError {
        WriteError(path: path, reason: .writeFailed(detail: "\(what): \(describe(code))"))
    }

    package func lockFolder(_ path: String, waitingUpTo limit: Duration) throws(WriteError) -> FileLock? {
        do throws(FileLockError) {
            return try FileLock.acquire(path, waitingUpTo: limit)
        } catch {
            throw WriteError(path: path, reason: .lockFailed(detail: error.detail))
        }
    }

    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
