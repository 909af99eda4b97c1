import ArchGenKit
import ArchGenSource
import ArchGenSpec

/// What `check --staged` builds in a package project: the package folder as
/// the index has it (every staged file below it, resources included), copied
/// into the project's sandbox folder at its place in the repository, so
/// SwiftPM finds it as the team's. The copy is kept from one check to the
/// next and only changed files are rewritten (SwiftPM then rebuilds only
/// what changed); files no longer staged are removed. A `Package.resolved`
/// that is not staged is taken from the working tree, so the staged build
/// uses the versions the team's does.
extension CommandContext {
    /// The copy's package folder (absolute), made from the index.
    func stagedPackageCopy(of packageFolder: String, in sandbox: SandboxDirectory) throws(BuildCheckError) -> String {
        let tree: StagedTree
        let fromTop: String
        do throws(GitError) {
            let repository = try gitRepository()
            let location = try repository.location()
            fromTop = StagedFileSystem.local(packageFolder, topLevel: location.topLevel, prefix: location.prefix)
            tree = try repository.stagedTree(reading: { Path.contains(fromTop, $0) })
        } catch {
            throw .sandbox("cannot read the staged package: " + error.message)
        }
        guard !Path.isAbsolute(fromTop) else { throw .sandbox("the package '\(packageFolder)' is outside the git repository") }
        var files = tree.files.compactMap { file in file.contents.map { (path: file.path, bytes: $0) } }
        let resolved = Path.join(fromTop, "Package.resolved")
        if !files.contains(where: { $0.path == resolved }),
           let bytes = try? LocalFileSystem().contents(at: Path.join(absolute(packageFolder), "Package.resolved")) {
            files.append((resolved, bytes))
        }
        let copy = SandboxDirectory(path: Path.join(sandbox.path, "staged"))
        try copy.sync(bytes: files, folders: [fromTop])
        return Path.normalized(Path.join(copy.packagePath, fromTop))
    }
}
