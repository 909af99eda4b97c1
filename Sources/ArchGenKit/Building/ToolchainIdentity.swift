#if canImport(Glibc)
import ArchGenSource
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which toolchain a `swift` executable runs, read from the file system in
/// microseconds rather than from `swift --version` (a tenth of a second):
/// the resolved path, size, inode and modification time of the driver and,
/// beside it, the compiler and the package manager, plus the variables that
/// pick a toolchain and `xcode-select`'s choice on macOS. Installing,
/// updating or switching a toolchain changes it.
package enum ToolchainIdentity {
    /// Files beside the resolved driver that a build runs.
    static let companions = ["swift-frontend", "swift-package", "swift-build"]
    /// Variables that choose the toolchain or SDK `swift` uses.
    static let variables = ["DEVELOPER_DIR", "SDKROOT", "TOOLCHAINS"]

    package static func of(swift: String, variables environment: [String: String]) -> String {
        let driver = resolved(swift)
        var parts = [swift, describe(driver)]
        parts += companions.map { describe(resolved(Path.join(Path.folder(of: driver), $0))) }
        parts += variables.map { "\($0)=\(environment[$0] ?? "")" }
        #if os(macOS)
        parts.append("xcode-select=" + resolved("/var/db/xcode_select_link"))
        #endif
        return parts.joined(separator: "\n")
    }

    /// `path` with every link resolved; `path` itself when it cannot be.
    static func resolved(_ path: String) -> String {
        ResolvedPath.of(path) ?? path
    }

    /// `path size inode mtime`, or `path missing`.
    static func describe(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return path + " missing" }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return "\(path) \(info.st_size) \(info.st_ino) \(modified.tv_sec).\(modified.tv_nsec)"
    }
}
