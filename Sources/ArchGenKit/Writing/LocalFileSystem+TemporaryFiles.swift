import ArchGenSource
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension LocalFileSystem {
    static let temporaryPrefix = ".archgen-tmp-"

    /// Writes `file` to a new temporary file beside it, with the permissions
    /// it will have (given, or the replaced file's), flushed with `flush`;
    /// the temporary file's path.
    func stage(_ file: FileWrite, flush: Bool) throws(WriteError) -> String {
        let path = file.path
        var mode = file.permissions.map { mode_t($0.rawValue) }
        var existing = stat()
        if !file.isNew, stat(path, &existing) == 0 {
            if (existing.st_mode & S_IFMT) == S_IFDIR { throw Self.failure(path, EISDIR, "replacing it") }
            if mode == nil { mode = existing.st_mode & 0o7777 }
        }
        var fd: Int32 = -1
        let (made, code) = Self.makeTemporary(beside: path) { temporary in
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            return fd >= 0
        }
        guard let temporary = made else { throw Self.failure(path, code, "creating a temporary file") }
        if let failure = Self.fill(fd, with: file, mode: mode, flush: flush, naming: "the temporary file") {
            unlink(temporary)
            throw Self.failure(path, failure.code, failure.step)
        }
        return temporary
    }

    /// Writes `file`'s bytes into the new file open as `fd`, sets `mode`,
    /// flushes it to disk with `flush`, and closes it; on a failure, the step
    /// that failed (`naming` the file) and its `errno`. `fd` is closed either way.
    static func fill(_ fd: Int32, with file: FileWrite, mode: mode_t?, flush: Bool, naming name: String) -> (step: String, code: Int32)? {
        var failure: (step: String, code: Int32)?
        if let code = file.withBytes({ writeAll($0, to: fd) }) {
            failure = ("writing " + name, code)
        } else if let mode, fchmod(fd, mode) != 0 {
            failure = ("setting the permissions", errno)
        } else if flush, fsync(fd) != 0 {
            failure = ("flushing " + name, errno)
        }
        if close(fd) != 0, failure == nil { failure = ("closing " + name, errno) }
        return failure
    }

    /// Makes an entry named `.archgen-tmp-<random>` in the folder of `path`
    /// with `make` (whether it did, `errno` telling why not), trying another
    /// name while one is taken; its path, or the `errno` of the last try.
    static func makeTemporary(beside path: String, _ make: (String) -> Bool) -> (path: String?, code: Int32) {
        let folder = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[...$0]) } ?? ""
        var code: Int32 = EEXIST
        for _ in 0..<8 {
            let temporary = folder + temporaryPrefix + String(UInt64.random(in: .min ... .max), radix: 16)
            if make(temporary) { return (temporary, 0) }
            code = errno
            if code != EEXIST { break }
        }
        return (nil, code)
    }

    /// Writes every byte, retrying after interruptions; the `errno` of a failure.
    static func writeAll(_ buffer: UnsafeRawBufferPointer, to fd: Int32) -> Int32? {
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
}

extension LocalFileSystem {
    /// Writes all of `text` to the open file `fd` (standard output, say), retrying after interruptions.
    package static func writeAll(_ text: String, to fd: Int32) {
        var text = text
        _ = text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: fd) }
    }
}
