#if canImport(Glibc)
import ArchGenSource
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds a program the way a shell does: the first executable file of that
/// name in the folders of `PATH`.
package struct ExecutableSearch: Sendable {
    /// Whether `path` is a file this process may execute.
    package var isExecutableFile: @Sendable (String) -> Bool

    package init(isExecutableFile: @escaping @Sendable (String) -> Bool) {
        self.isExecutableFile = isExecutableFile
    }

    /// `/usr/bin/git` for `git` when `PATH` holds `/usr/bin`; nil when no folder has it.
    package func find(_ name: String, path: String?) -> String? {
        for folder in (path ?? "").split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = Path.join(String(folder), name)
            if isExecutableFile(candidate) { return candidate }
        }
        return nil
    }
}

extension ExecutableSearch {
    /// This machine: a regular file (links followed) with execute permission.
    package static let local = ExecutableSearch { path in
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && access(path, X_OK) == 0
    }
}
