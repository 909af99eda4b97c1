/// Decides what to do with each planned file, reading the file system but
/// never changing it, and finds every problem before anything is written:
///
/// | on disk                  | generated | scaffold                      |
/// |--------------------------|-----------|-------------------------------|
/// | nothing                  | create    | create                        |
/// | the same bytes           | unchanged | unchanged                     |
/// | other bytes              | update    | skip; with force, update (flagged `overwritesEdits`) |
///
/// A file planned with permissions that has the same bytes but other bits
/// is an `update` (of either ownership: its content is not an edit).
///
/// Errors: an empty path, a name too long for a file system, a duplicate path, a path below another planned
/// file, a folder at the path, a file where a folder of the path should be,
/// an existing file that cannot be read, a folder that cannot be written, a
/// file edited in place that no longer has the bytes its edit was made from.
public enum WritePlanner {
    /// The longest file or folder name file systems take, in UTF-8 bytes (a
    /// long module name, or a long `files:` pattern filled in, can pass it).
    public static let maximumNameLength = 255

    public static func plan(
        _ files: [PlannedFile], options: WriteOptions = WriteOptions(), in fileSystem: some FileSystem
    ) -> WritePlan {
        let keys = files.map { WritePath.normalized($0.path) }
        let planned = Set(keys)
        var seen: Set<String> = []
        var actions: [FileAction] = []
        var errors: [WriteError] = []
        for (file, key) in zip(files, keys) {
            let isFirst = seen.insert(key).inserted
            do throws(WriteError) {
                if !isFirst { throw WriteError(path: file.path, reason: .duplicatePath) }
                actions.append(try action(for: file, key: key, planned: planned, force: options.force, in: fileSystem))
            } catch {
                errors.append(error)
            }
        }
        return WritePlan(actions: actions, errors: errors)
    }

    private static func action(
        for file: PlannedFile, key: String, planned: Set<String>, force: Bool, in fileSystem: some FileSystem
    ) throws(WriteError) -> FileAction {
        func fail(_ reason: WriteError.Reason) -> WriteError {
            WriteError(path: file.path, reason: reason)
        }
        if key == "." || key == "/" || key.hasSuffix("/..") || key == ".." {
            throw fail(.emptyPath)
        }
        if let name = key.split(separator: "/").first(where: { $0.utf8.count > maximumNameLength }) {
            throw fail(.nameTooLong(name: String(name)))
        }
        let ancestors = WritePath.ancestors(of: key)
        if let parent = ancestors.first(where: planned.contains) {
            throw fail(.parentIsPlannedFile(parent: parent))
        }
        if fileSystem.isDirectory(at: key) {
            throw fail(.targetIsDirectory)
        }
        if let parent = ancestors.first(where: { fileSystem.fileExists(at: $0) && !fileSystem.isDirectory(at: $0) }) {
            throw fail(.parentIsFile(parent: parent))
        }
        let new = Array(file.contents.utf8)
        let old: [UInt8]?
        do throws(WriteError) {
            old = try fileSystem.contents(at: key)
        } catch {
            throw fail(error.reason)
        }
        if let basis = file.basis, old != basis {
            throw fail(.changedSinceRead)
        }
        var action = FileAction(
            path: file.path, kind: .create, ownership: file.ownership, contents: file.contents,
            permissions: file.permissions, basis: file.basis)
        if let old {
            action.oldContents = String(decoding: old, as: UTF8.self)
            if old == new {
                let bitsDiffer = file.permissions.map { $0 != fileSystem.permissions(at: key) } ?? false
                action.kind = bitsDiffer ? .update : .unchanged
                action.oldContents = bitsDiffer ? action.oldContents : nil
            } else if file.ownership == .generated {
                action.kind = .update
            } else if force {
                action.kind = .update
                action.overwritesEdits = true
            } else {
                action.kind = .skip
            }
        }
        if action.writes {
            let root = key.hasPrefix("/") ? "/" : "."
            let folder = ([root] + ancestors).last(where: fileSystem.isDirectory(at:)) ?? root
            if !fileSystem.isWritableDirectory(at: folder) {
                throw fail(.folderNotWritable(folder: folder))
            }
        }
        return action
    }
}
