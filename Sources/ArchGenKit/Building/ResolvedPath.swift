#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A path with every symbolic link resolved (`realpath(3)`): how the
/// compiler may print the sandbox's folder, and which toolchain `swift` is.
package enum ResolvedPath {
    /// Nil when `path` cannot be resolved (it does not exist, say).
    package static func of(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}
