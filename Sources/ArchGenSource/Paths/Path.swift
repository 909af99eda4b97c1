/// Lexical path arithmetic, the one place archgen joins, tidies, takes apart
/// and compares paths: no file system access, no symlink resolution. Paths
/// are `/`-separated strings, absolute (`/Users/me/App`) or relative to a
/// folder the caller knows (usually the current one).
package enum Path {
    /// The longest file or folder name file systems take, in UTF-8 bytes (a
    /// long module name, or a long `files:` pattern filled in, can pass it).
    package static let maximumNameLength = 255

    /// Whether `path` starts from the root.
    package static func isAbsolute(_ path: String) -> Bool {
        path.utf8.first == slashByte
    }

    /// `base/name`, without a leading `./`: `Specs` and `SignIn.archgen` give
    /// `Specs/SignIn.archgen`, `.` and `x` give `x`. Not normalized.
    package static func join(_ base: String, _ name: String) -> String {
        switch base {
        case "", ".": return name
        case let base where base.hasSuffix("/"): return base + name
        default: return base + "/" + name
        }
    }

    /// The folder of `path` as written (`.` for a bare file name, `/` for a
    /// file at the root): `Specs/SignIn.archgen` is in `Specs`. Not normalized.
    package static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: slashByte) else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` taken from the folder `base` unless it is absolute, normalized:
    /// `../Specs` from `/work/App` is `/work/Specs`.
    package static func absolute(_ path: String, from base: String) -> String {
        normalized(isAbsolute(path) ? path : join(base, path))
    }

    /// `path` with empty and `.` components removed and `a/..` folded, so
    /// `./Sources//A/../A/x.swift` and `Sources/A/x.swift` compare equal.
    /// Leading `..` components of a relative path are kept; an absolute path
    /// never goes above the root.
    package static func normalized(_ path: String) -> String {
        if isNormalized(path) { return path }
        let isAbsolute = isAbsolute(path)
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".":
                continue
            case "..":
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else if !isAbsolute {
                    components.append(component)
                }
            default:
                components.append(component)
            }
        }
        var joined = ""
        for component in components {
            if !joined.isEmpty { joined.append("/") }
            joined.append(contentsOf: component)  // a Substring as such, not through generic `joined`
        }
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether `path` is already as `normalized` would make it: no empty,
    /// `.` or `..` component, nothing after a last `/` (`/` alone is fine).
    /// Most paths are, and this check costs a fraction of normalising them.
    private static func isNormalized(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var length = 0, dots = 0, index = 0
        for byte in path.utf8 {
            if byte == slash {
                if index > 0, length == 0 || length == dots && dots <= 2 { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == dot { dots += 1 }
            }
            index += 1
        }
        return path == "/" || (length > 0 && !(length == dots && dots <= 2))
    }

    // The slashes are found in the UTF-8 bytes: a search by Character costs
    // several times more, and every planned file's path is taken apart.

    /// The folder holding `path` (normalized), or nil for the root or `.`.
    package static func parent(of path: String) -> String? {
        let path = normalized(path)
        guard path != "/", path != "." else { return nil }
        guard let slash = path.utf8.lastIndex(of: slashByte) else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last component of `path` (normalized): `SignIn.archgen` for `Specs/SignIn.archgen`.
    package static func lastComponent(of path: String) -> String {
        let path = normalized(path)
        guard let slash = path.utf8.lastIndex(of: slashByte) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// Every folder above `path`, outermost first, excluding the root and
    /// `.`: `a/b/c.swift` → `a`, `a/b`; `/x/y.swift` → `/x`.
    package static func ancestors(of path: String) -> [String] {
        let path = normalized(path)
        guard path != "/", path != "." else { return [] }
        let utf8 = path.utf8
        // Each slash but a leading one ends a folder: `/x/y.swift` has `/x`; `a/b/c.swift` has `a` and `a/b`.
        return utf8.indices.filter { $0 != utf8.startIndex && utf8[$0] == slashByte }.map { String(path[..<$0]) }
    }

    static let slashByte = UInt8(ascii: "/")
}
