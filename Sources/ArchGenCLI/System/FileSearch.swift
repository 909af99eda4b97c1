import ArchGenKit
import ArchGenSource

/// How archgen searches a folder tree for specs, settings and module files,
/// on disk and in the staged files alike: hidden names (`.git`, `.build`,
/// `.swiftpm`, editor files) are never entered or listed, nor are the
/// folders other tools fill with copies of code: `Pods`, `Carthage`,
/// `DerivedData`, `node_modules`.
enum FileSearch {
    static let skippedFolders: Set<Substring> = ["Pods", "Carthage", "DerivedData", "node_modules"]

    /// Whether a search passes over the folder or file named `name`.
    static func skips(folder name: Substring) -> Bool {
        name.hasPrefix(".") || skippedFolders.contains(name)
    }

    /// The paths of `paths` (normalized, as `Path` makes them) below
    /// `folder` (named `key` among them; by default `folder` normalized) whose
    /// names end with `suffix`, sorted, each as `folder` joined to its path
    /// below it, as the walk of the disk gives them.
    static func find(_ suffix: String, under folder: String, key: String? = nil, in paths: [String]) -> [String] {
        let key = key ?? Path.normalized(folder)
        var found: [String] = []
        for path in paths {
            let rest: Substring
            if key == "." {
                guard Path.contains(".", path) else { continue }
                rest = Substring(path)
            } else if path.hasPrefix(key + "/") {
                rest = path.dropFirst(key.count + 1)
            } else {
                continue
            }
            let components = rest.split(separator: "/")
            guard let name = components.last, !name.hasPrefix("."), name.hasSuffix(suffix),
                  !components.dropLast().contains(where: skips(folder:)) else { continue }
            found.append(Path.join(folder, String(rest)))
        }
        return found.sorted()
    }
}
