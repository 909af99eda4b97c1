#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock (`flock`) between processes, on a file (created
/// when missing) or a folder, held until `release()` or deinit. The system
/// drops it when the process dies, so a killed run never leaves it taken.
package final class FileLock {
    private var descriptor: Int32?

    /// A lock that holds nothing: what `InMemoryFileSystem` gives.
    init() {
        descriptor = nil
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Takes the lock on `path`, waiting as long as another process holds it.
    /// Throws the `errno` text when `path` cannot be opened or locked.
    package static func acquire(_ path: String) throws(FileLockError) -> FileLock {
        let descriptor = try openForLocking(path)
        guard flock(descriptor, LOCK_EX) == 0 else { throw failure(path, closing: descriptor) }
        return FileLock(descriptor: descriptor)
    }

    /// Takes the lock on `path`, waiting at most `limit` for another process
    /// to release it; nil when it is still held then.
    package static func acquire(_ path: String, waitingUpTo limit: Duration) throws(FileLockError) -> FileLock? {
        let descriptor = try openForLocking(path)
        let deadline = ContinuousClock.now + limit
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { throw failure(path, closing: descriptor) }
            guard ContinuousClock.now < deadline else {
                close(descriptor)
                return nil
            }
            usleep(20_000)
        }
        return FileLock(descriptor: descriptor)
    }

    package func release() {
        guard let descriptor else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        self.descriptor = nil
    }

    deinit {
        release()
    }

    private static func openForLocking(_ path: String) throws(FileLockError) -> Int32 {
        var descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        if descriptor < 0 && errno == EISDIR {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
        }
        guard descriptor >= 0 else { throw FileLockError(path: path, detail: String(cString: strerror(errno))) }
        return descriptor
    }

    private static func failure(_ path: String, closing descriptor: Int32) -> FileLockError {
        let error = FileLockError(path: path, detail: String(cString: strerror(errno)))
        close(descriptor)
        return error
    }
}

/// A lock that could not be taken: the path and the system's reason.
package struct FileLockError: Error, Equatable, Sendable {
    package var path: String
    package var detail: String

    package init(path: String, detail: String) {
        self.path = path
        self.detail = detail
    }
}
