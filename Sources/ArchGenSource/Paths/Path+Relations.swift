/// How two paths stand to each other, lexically (see `Path`).
extension Path {
    /// Whether `path` is `folder` or lies below it, both normalized first;
    /// every relative path that does not go up lies below `.`.
    package static func contains(_ folder: String, _ path: String) -> Bool {
        let folder = normalized(folder), path = normalized(path)
        if folder == "." { return !path.hasPrefix("../") && path != ".." && !isAbsolute(path) }
        return path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// `path` as seen from the folder `base`, both absolute or both from the
    /// same folder: `Specs/SignIn.archgen` from `App` is `../Specs/SignIn.archgen`;
    /// `.` for `base` itself. Empty and `.` components are skipped, not `..`.
    package static func relative(_ path: String, from base: String) -> String {
        relative(path, from: base, keepingLast: false)
    }

    /// `relative(_:from:)` for a file: its name is always kept, even where
    /// a folder above `base` has it (`App` from `App/Sources` is `../../App`,
    /// the file a folder `App` replaced), so it never reads as a folder.
    package static func relative(file path: String, from base: String) -> String {
        relative(path, from: base, keepingLast: true)
    }

    private static func relative(_ path: String, from base: String, keepingLast: Bool) -> String {
        let here = base.split(separator: "/").filter { $0 != "." }
        let there = path.split(separator: "/").filter { $0 != "." }
        let shareable = keepingLast ? there.count - 1 : there.count
        var common = 0
        while common < here.count, common < shareable, here[common] == there[common] { common += 1 }
        let parts = Array(repeating: "..", count: here.count - common) + there[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
