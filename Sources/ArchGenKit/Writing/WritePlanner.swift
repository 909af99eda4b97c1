import ArchGenSource

/// Decides what to do with each planned file, reading the file system but
/// never changing it, and finds every problem before anything is written:
///
/// | on disk                  | generated | scaffold                      |
/// |--------------------------|-----------|-------------------------------|
/// | nothing                  | create    | create                        |
/// | the same bytes           | unchanged | unchanged                     |
/// | other bytes              | update    | skip; with force, update (flagged `overwritesEdits` unless they are its `unedited` bytes) |
///
/// A file planned with permissions that has the same bytes but other bits
/// is an `update` (of either ownership: its content is not an edit).
///
/// Errors: an empty path, a name too long for a file system, a duplicate path, a path below another planned
/// file, a folder at the path, a file where a folder of the path should be,
/// an existing file that cannot be read, a folder that cannot be written, a
/// file edited in place that no longer has the bytes its edit was made from,
/// and a Swift file archgen did not write where it would replace one
/// (`requireArchgens`): a generated file replaces only a generated file,
/// and `--force` replaces a scaffold file only with one archgen wrote.
package enum WritePlanner {
    package static func plan(
        _ files: [PlannedFile], options: WriteOptions = WriteOptions(), in fileSystem: some FileSystem
    ) -> WritePlan {
        let keys = files.map { Path.normalized($0.path) }
        var seen: Set<String> = []
        let isFirst = keys.map { seen.insert($0).inserted }
        let planned = seen
        let folders = FolderStates(above: keys, in: fileSystem)
        // Each file's action reads only the file system: decided on every core, gathered in order.
        let results = Array(zip(files, keys)).concurrentMap(from: Parallelism.fileOperations) { file, key in
            Result { () throws(WriteError) in
                try action(for: file, key: key, planned: planned, folders: folders, force: options.force, in: fileSystem)
            }
        }
        var actions: [FileAction] = []
        var errors: [WriteError] = []
        for (index, result) in results.enumerated() {
            switch (isFirst[index], result) {
            case (false, _): errors.append(WriteError(path: files[index].path, reason: .duplicatePath))
            case (true, .success(let action)): actions.append(action)
            case (true, .failure(let error)): errors.append(error)
            }
        }
        return WritePlan(actions: actions, errors: errors)
    }

    private static func action(
        for file: PlannedFile, key: String, planned: Set<String>, folders: FolderStates, force: Bool,
        in fileSystem: some FileSystem
    ) throws(WriteError) -> FileAction {
        func fail(_ reason: WriteError.Reason) -> WriteError {
            WriteError(path: file.path, reason: reason)
        }
        if key == "." || key == "/" || key.hasSuffix("/..") || key == ".." {
            throw fail(.emptyPath)
        }
        if let name = key.utf8.split(separator: UInt8(ascii: "/")).first(where: { $0.count > Path.maximumNameLength }) {
            throw fail(.nameTooLong(name: String(decoding: name, as: UTF8.self)))
        }
        let ancestors = Path.ancestors(of: key)
        if let parent = ancestors.first(where: planned.contains) {
            throw fail(.parentIsPlannedFile(parent: parent))
        }
        let root = FolderStates.root(of: key)
        // Below a folder that is missing (or a file) there is nothing to look up.
        let folderExists = folders[ancestors.last ?? root].isDirectory
        if folderExists, fileSystem.isDirectory(at: key) {
            throw fail(.targetIsDirectory)
        }
        if let parent = ancestors.first(where: { folders[$0] == .file }) {
            throw fail(.parentIsFile(parent: parent))
        }
        let old: [UInt8]?
        do throws(WriteError) {
            old = folderExists ? try fileSystem.contents(at: key) : nil
        } catch {
            throw fail(error.reason)
        }
        // Nothing to read, yet something there (lstat): a link to no file, which a write would replace unseen.
        if old == nil, folderExists, fileSystem.fileExists(at: key) {
            throw fail(.linkToNoFile)
        }
        if let basis = file.basis, old != basis {
            throw fail(.changedSinceRead)
        }
        if file.removes {
            let folder = ancestors.last ?? root
            if folders[folder] != .directory(writable: true) { throw fail(.folderNotWritable(folder: folder)) }
            return FileAction(path: file.path, kind: .remove, ownership: file.ownership, contents: "",
                              oldContents: old.map { String(decoding: $0, as: UTF8.self) }, basis: file.basis)
        }
        var action = FileAction(
            path: file.path, kind: .create, ownership: file.ownership, contents: file.contents,
            permissions: file.permissions, basis: file.basis)
        if let old {
            action.oldContents = String(decoding: old, as: UTF8.self)
            if old.isUTF8(of: file.contents) {
                let bitsDiffer = file.permissions.map { $0 != fileSystem.permissions(at: key) } ?? false
                action.kind = bitsDiffer ? .update : .unchanged
                action.oldContents = bitsDiffer ? action.oldContents : nil
            } else if file.basis != nil {
                action.kind = .update  // an edit in place, made from the bytes the file has
            } else if file.ownership == .generated {
                try requireArchgens(old, replacedBy: file)
                action.kind = .update
            } else if force {
                try requireArchgens(old, replacedBy: file)
                action.kind = .update
                action.replacesScaffold = true
                action.overwritesEdits = file.unedited != old
            } else {
                action.kind = .skip
            }
        }
        if action.writes {
            let folder = ([root] + ancestors).last { folders[$0].isDirectory } ?? root
            if folders[folder] != .directory(writable: true) {
                throw fail(.folderNotWritable(folder: folder))
            }
        }
        return action
    }

    /// Throws unless `old`, the bytes at `file`'s path, are a file archgen
    /// wrote (`FileOrigin`; or, with a team's own header template, one whose
    /// first line is `file`'s): archgen replaces only its own files. A
    /// generated file never replaces a scaffold file (the team's code).
    /// Only Swift files carry archgen's header; other files have rules of their own.
    private static func requireArchgens(_ old: [UInt8], replacedBy file: PlannedFile) throws(WriteError) {
        guard file.path.hasSuffix(".swift") else { return }
        let origin = FileOrigin(bytes: old)
        let firstLine = String(decoding: old.prefix { $0 != 0x0A }, as: UTF8.self)
        let plannedFirstLine = String(file.contents.prefix { $0 != "\n" })
        if origin == .scaffold && file.ownership == .generated {
            throw WriteError(path: file.path, reason: .notArchgens(firstLine: firstLine, isScaffold: true))
        }
        if !origin.isArchgens && FileOrigin.withoutDigest(firstLine) != FileOrigin.withoutDigest(plannedFirstLine) {
            throw WriteError(path: file.path, reason: .notArchgens(firstLine: firstLine, isScaffold: false))
        }
    }
}

extension WritePlanner {
    /// Whether any of `files` is a scaffold file already on disk: without one, there is
    /// nothing to follow (`ScaffoldFollowing`), and a new project's files need no plan for it.
    /// The folders are looked at first: a file in a folder that is missing is not there.
    package static func anyScaffoldExists(_ files: [PlannedFile], in fileSystem: some FileSystem) -> Bool {
        let scaffolds = files.filter { $0.ownership == .scaffold }.map { Path.normalized($0.path) }
        let folders = FolderStates(above: scaffolds, in: fileSystem)
        return scaffolds.contains { path in
            folders[FolderStates.folder(of: path)].isDirectory && fileSystem.fileExists(at: path)
        }
    }
}
