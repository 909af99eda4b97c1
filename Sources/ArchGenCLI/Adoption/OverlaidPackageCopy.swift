import ArchGenKit
import ArchGenSource

/// What `adopt`'s proof builds in a package project: the package folder as
/// adopt's view has it (archgen's generated files in place of the team's
/// they replace, every other file as it is, resources included; hidden
/// folders such as `.build` left out), copied into the project's sandbox
/// folder, so that `swift build` proves what adopt would write while the
/// team's package stays untouched. The copy is kept from one proof to the
/// next and only changed files are rewritten. In the copy's manifests, a
/// local package dependency's relative path is made absolute, so it still
/// names the team's package.
extension CommandContext {
    /// The copy's package folder (absolute), when the files are adopt's view; nil otherwise (the team's own package is built).
    func overlaidPackageCopy(of packageFolder: String, in sandbox: SandboxDirectory) throws(BuildCheckError) -> String? {
        guard system.fileSystem is OverlaidFileSystem else { return nil }
        let prefix = Path.normalized(packageFolder) == "." ? "" : Path.normalized(packageFolder) + "/"
        var files: [(path: String, bytes: [UInt8])] = []
        for path in system.findFiles(packageFolder, "") {
            let local = Path.normalized(path)
            guard local.hasPrefix(prefix), var bytes = try? system.fileSystem.contents(at: path) else { continue }
            let name = String(local.dropFirst(prefix.count))
            if Self.isManifest(name) {
                bytes = Array(Self.absolutizingLocalPackages(String(decoding: bytes, as: UTF8.self), from: absolute(packageFolder)).utf8)
            }
            files.append((name, bytes))
        }
        let copy = SandboxDirectory(path: Path.join(sandbox.path, "adopted"))
        try copy.sync(bytes: files, folders: ["."])
        return copy.packagePath
    }

    /// `Package.swift`, or a version-specific manifest (`Package@swift-6.0.swift`), at the package's top.
    static func isManifest(_ name: String) -> Bool {
        name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift") && !name.contains("/"))
    }

    /// `manifest` with each `.package(path: "../Core")` (also with `name:` before
    /// `path:`) naming its folder from `folder` (absolute): `/work/Core`.
    static func absolutizingLocalPackages(_ manifest: String, from folder: String) -> String {
        var result = "", rest = Substring(manifest)
        while let call = rest.range(of: ".package(") {
            result += rest[..<call.upperBound]
            rest = rest[call.upperBound...]
            let arguments = rest.prefix { $0 != ")" }
            guard let key = arguments.range(of: "path:") else { continue }
            let afterKey = rest[key.upperBound...].drop { $0 == " " }
            guard afterKey.first == "\"", let close = afterKey.dropFirst().firstIndex(of: "\"") else { continue }
            let path = String(afterKey[afterKey.index(after: afterKey.startIndex)..<close])
            guard !Path.isAbsolute(path) else { continue }
            result += rest[..<afterKey.startIndex] + "\"" + Path.absolute(path, from: folder) + "\""
            rest = rest[afterKey.index(after: close)...]
        }
        return result + rest
    }
}
