#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension LocalFileSystem {
    /// `unlink(2)`: a symbolic link is removed, not what it points to.
    public func removeFile(at path: String) throws(WriteError) {
        if unlink(path) != 0 { throw WriteError(path: path, reason: .removeFailed(detail: Self.describe(errno))) }
    }

    /// `rmdir(2)`, which removes only an empty folder.
    public func removeFolderIfEmpty(at path: String) -> Bool {
        rmdir(path) == 0
    }
}
