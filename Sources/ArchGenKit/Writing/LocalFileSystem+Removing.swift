#if canImport(Glibc)
import ArchGenSource
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension LocalFileSystem {
    /// `unlink(2)`: a symbolic link is removed, not what it points to.
    package func removeFile(at path: String) throws(WriteError) {
        if unlink(path) != 0 { throw WriteError(path: path, reason: .removeFailed(detail: Self.describe(errno))) }
    }

    /// `rmdir(2)`, which removes only an empty folder.
    package func removeFolderIfEmpty(at path: String) -> Bool {
        rmdir(path) == 0
    }
}

extension LocalFileSystem {
    /// Temporary files, and the staging folders of `NewFolderStaging` with what they hold.
    package func removeTemporaryFiles(in path: String) -> [String] {
        var removed: [String] = []
        Self.forEachEntry(in: path) { name in
            guard name.hasPrefix(Self.temporaryPrefix) else { return }
            let entry = path == "." ? name : Path.join(path, name)
            if Self.isFolder(entry) {
                Self.removeTree(at: entry)
                if !fileExists(at: entry) { removed.append(entry) }
            } else if unlink(entry) == 0 {
                removed.append(entry)
            }
        }
        return removed.sorted()
    }

    /// Removes the folder `path` with everything in it, links removed, not
    /// followed (a staging folder an interrupted run left).
    static func removeTree(at path: String) {
        forEachEntry(in: path) { name in
            let entry = path + "/" + name
            if isFolder(entry) { removeTree(at: entry) } else { unlink(entry) }
        }
        rmdir(path)
    }

    /// Whether a folder, not a link to one, is at `path`.
    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Calls `body` with the name of each entry of the folder `path` but `.`
    /// and `..`; nothing when it cannot be read.
    static func forEachEntry(in path: String, _ body: (String) -> Void) {
        guard let folder = opendir(path) else { return }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { body(name) }
        }
    }
}
