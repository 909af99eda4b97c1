import ArchGenKit
import ArchGenSource

/// What `adopt`'s proof builds in a package project: the package folder as
/// adopt's view has it (archgen's generated files in place of the team's
/// they replace, every other file as it is, resources included; hidden
/// folders such as `.build` left out), copied into the project's sandbox
/// folder, so that `swift build` proves what adopt would write while the
/// team's package stays untouched. The copy is kept from one proof to the
/// next and only changed files are rewritten.
extension CommandContext {
    /// The copy's package folder (absolute), when the files are adopt's view; nil otherwise (the team's own package is built).
    func overlaidPackageCopy(of packageFolder: String, in sandbox: SandboxDirectory) throws(BuildCheckError) -> String? {
        guard system.fileSystem is OverlaidFileSystem else { return nil }
        let prefix = Path.normalized(packageFolder) == "." ? "" : Path.normalized(packageFolder) + "/"
        var files: [(path: String, bytes: [UInt8])] = []
        for path in system.findFiles(packageFolder, "") {
            let local = Path.normalized(path)
            guard local.hasPrefix(prefix), let bytes = try? system.fileSystem.contents(at: path) else { continue }
            files.append((String(local.dropFirst(prefix.count)), bytes))
        }
        let copy = SandboxDirectory(path: Path.join(sandbox.path, "adopted"))
        try copy.sync(bytes: files, folders: ["."])
        return copy.packagePath
    }
}
