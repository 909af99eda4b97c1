import ArchGenSource
import Foundation

/// The walk of a folder tree on disk behind `SystemEnvironment.findFiles`:
/// `FileSearch`'s names are passed over, and every folder is searched once,
/// however many paths lead to it. Links are followed, but a folder a link
/// leads to is searched only when no path without a link reaches it (all
/// of those are searched first), so a link to a folder of the project
/// (`Specs -> App/Specs`) names nothing twice, and a link to a folder above
/// (`up -> ..`, `self -> .`) ends the walk there: followed as paths, two
/// such links made 2^40 paths before the system's limit on links in a path.
/// A folder tagged as a cache (`CacheTag`) is passed over.
enum DiskFileSearch {
    /// The paths below `folder` of the files whose names end with `suffix`, sorted.
    static func files(under folder: String, endingWith suffix: String) -> [String] {
        let manager = FileManager.default
        var found: [String] = []
        var searched: Set<FolderIdentity> = []
        var pending = [folder]  // reached without a link (below the last one followed)
        var linked: [String] = []  // reached through a link
        while let current = pending.popLast() ?? linked.popLast() {
            guard let identity = FolderIdentity(path: current), searched.insert(identity).inserted,
                  let names = try? manager.contentsOfDirectory(atPath: current) else { continue }
            // A cache (archgen's sandboxes, when ARCHGEN_CACHE_DIR is inside the project) holds copies of module files.
            if current != folder, names.contains(CacheTag.fileName) { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = current == "." ? name : current + "/" + name
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    guard !FileSearch.skips(folder: Substring(name)) else { continue }
                    if FolderIdentity.isLink(path) { linked.append(path) } else { pending.append(path) }
                } else if name.hasSuffix(suffix) {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }
}

/// A folder as the file system knows it, whatever path names it.
private struct FolderIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }

    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }
}
