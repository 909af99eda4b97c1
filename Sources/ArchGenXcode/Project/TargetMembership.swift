/// Which targets compile a file: the targets whose Sources phase has a
/// build file for a reference to it, and, for a file inside a synchronized
/// folder, the targets of that folder (`fileSystemSynchronizedGroups`),
/// each exception set turning membership around for the files it lists
/// (`membershipExceptions`, paths inside the folder; a listed folder counts
/// for everything below it): out of a target that has the folder, into one
/// that has not.
package struct TargetMembership: Sendable {
    package let file: ProjectFile
    package let tree: ProjectTree
    package let targets: [ProjectTarget]
    /// For each target's ID, the build files of its Sources phase by the reference they compile.
    private let buildFilesByReference: [String: [String: [ProjectObject]]]

    package init(file: ProjectFile, tree: ProjectTree) {
        self.file = file
        self.tree = tree
        self.targets = file.targets
        var buildFilesByReference: [String: [String: [ProjectObject]]] = [:]
        for target in targets {
            guard let phase = target.sourcesPhase else { continue }
            buildFilesByReference[target.id] = Dictionary(grouping: file.objects(phase.strings("files"))) { $0.string("fileRef") ?? "" }
        }
        self.buildFilesByReference = buildFilesByReference
    }

    /// The build files of `target`'s Sources phase that compile the file at `path`.
    package func buildFiles(compiling path: ProjectPath, in target: ProjectTarget) -> [ProjectObject] {
        guard let byReference = buildFilesByReference[target.id] else { return [] }
        return tree.references(to: path).flatMap { byReference[$0.object.id] ?? [] }
    }

    /// Whether `target` compiles the file at `path` by its synchronized folders.
    package func synchronizedMembership(of path: ProjectPath, in target: ProjectTarget) -> Bool {
        guard let folder = tree.synchronizedFolder(holding: path), let folderPath = folder.path else { return false }
        let inFolder = target.synchronizedFolderIDs.contains(folder.object.id)
        return inFolder != isException(path.relative(to: folderPath), in: folder.object, for: target)
    }

    /// Whether an exception set of the synchronized folder `folder` lists
    /// `relative` (or a folder above it) for `target`.
    package func isException(_ relative: String, in folder: ProjectObject, for target: ProjectTarget) -> Bool {
        file.objects(folder.strings("exceptions")).contains { exceptions in
            exceptions.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" && exceptions.string("target") == target.id
                && exceptions.strings("membershipExceptions").contains { relative == $0 || relative.hasPrefix($0 + "/") }
        }
    }

    /// The folders of the files `target` compiles: the folder of each file
    /// its Sources phase compiles, and its synchronized folders; sorted.
    package func folders(of target: ProjectTarget) -> [ProjectPath] {
        var folders: Set<ProjectPath> = []
        for buildFile in file.objects(target.sourcesPhase?.strings("files") ?? []) {
            if let reference = buildFile.string("fileRef"), let path = tree.element(reference)?.path { folders.insert(path.parent) }
        }
        for id in target.synchronizedFolderIDs {
            if let path = tree.element(id)?.path { folders.insert(path) }
        }
        return folders.sorted { $0.description < $1.description }
    }

    /// Whether `target` compiles the file at `path`, either way.
    package func isMember(_ path: ProjectPath, of target: ProjectTarget) -> Bool {
        !buildFiles(compiling: path, in: target).isEmpty || synchronizedMembership(of: path, in: target)
    }
}
