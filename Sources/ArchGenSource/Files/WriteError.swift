/// Why one file cannot be read (`FileReading`) or written. Planning finds
/// most of these before anything is written; the rest come from the file
/// system while writing.
package struct WriteError: Error, Equatable, Sendable, CustomStringConvertible {
    package enum Reason: Equatable, Sendable {
        /// The path is empty or names no file (`.`, `..`).
        case emptyPath
        /// A file or folder name of the path (`name`) is longer than file systems take.
        case nameTooLong(name: String)
        /// A folder already exists where the file should go.
        case targetIsDirectory
        /// A component of the path (`parent`) exists and is a file, not a folder.
        case parentIsFile(parent: String)
        /// Another planned file has a path that is a folder of this one.
        case parentIsPlannedFile(parent: String)
        /// Two planned files have this path (after normalisation).
        case duplicatePath
        /// `folder` exists but this process may not create files in it.
        case folderNotWritable(folder: String)
        /// The existing file cannot be read, so it cannot be compared.
        case unreadable(detail: String)
        /// Creating `folder` failed.
        case createDirectoryFailed(folder: String, detail: String)
        /// Writing or replacing the file failed.
        case writeFailed(detail: String)
        /// A symbolic link to no file (its target missing, or a loop) is
        /// where the file goes: neither a file to compare nor nothing.
        case linkToNoFile
        /// A file appeared where the plan said none was (between planning
        /// and writing, during the build check say); it is left alone.
        case appearedSincePlanning
        /// A file archgen edits in place no longer has the bytes the edit
        /// was made from: it changed on disk meanwhile, and is left alone.
        case changedSinceRead
        /// The folder cannot be locked against other archgen processes.
        case lockFailed(detail: String)
        /// A file archgen did not write (`firstLine` says so) is where it
        /// would write one; or a scaffold file (`isScaffold`: the team's
        /// code) is where it would write a generated file.
        case notArchgens(firstLine: String, isScaffold: Bool)
        /// Removing the file failed.
        case removeFailed(detail: String)
    }

    /// The planned file's path, as given.
    package var path: String
    package var reason: Reason

    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// What went wrong, without the path.
    package var message: String {
        switch reason {
        case .emptyPath:
            return "the path is empty or names no file"
        case .nameTooLong(let name):
            return "the name '\(name.prefix(40))…' has \(name.utf8.count) bytes; file systems take at most \(Path.maximumNameLength)"
        case .targetIsDirectory:
            return "a folder is in the way: the path is a folder, not a file"
        case .parentIsFile(let parent):
            return "cannot create a folder at '\(parent)': a file with that path exists"
        case .parentIsPlannedFile(let parent):
            return "'\(parent)' is also planned as a file, so it cannot be a folder"
        case .duplicatePath:
            return "two planned files have this path"
        case .folderNotWritable(let folder):
            return "the folder '\(folder)' is not writable"
        case .unreadable(let detail):
            return "the existing file cannot be read (\(detail))"
        case .createDirectoryFailed(let folder, let detail):
            return "cannot create the folder '\(folder)' (\(detail))"
        case .writeFailed(let detail):
            return "cannot write the file (\(detail))"
        case .linkToNoFile:
            return "a symbolic link to no file is in the way; it was left alone"
        case .appearedSincePlanning:
            return "a file was created at this path while archgen was running; it was left alone"
        case .changedSinceRead:
            return "the file changed on disk while archgen was running (saved in Xcode?); it was left alone, run archgen again"
        case .lockFailed(let detail):
            return "cannot lock the folder against other archgen runs (\(detail))"
        case .notArchgens(_, isScaffold: true):
            return "archgen created this file for you to edit (a scaffold), and will not replace it with a generated file"
        case .removeFailed(let detail):
            return "cannot remove the file (\(detail))"
        case .notArchgens(_, isScaffold: false):
            return "archgen did not write this file (its first line is not archgen's header), and will not replace it"
        }
    }

    /// What to do about it, where there is something to say.
    package var hint: String? {
        if case .linkToNoFile = reason { return "remove the link, or point it at a file" }
        guard case .notArchgens = reason else { return nil }
        return "archgen replaces only files it wrote, even with --force: move or rename this file, or have archgen write "
            + "elsewhere (archgen.yml's paths, files or shared; --output, --tests-output)"
    }

    /// Whether the file is in the way because of where archgen was told to
    /// write (a user's file there), not because the disk failed.
    package var isConflict: Bool {
        if case .notArchgens = reason { return true }
        return false
    }

    /// `path: message`, the way the CLI prints it.
    package var description: String {
        "\(path): \(message)"
    }
}

extension Diagnostic {
    /// A write error; a file in the way (`WriteError.isConflict`) is shown by its first line.
    package init(_ error: WriteError) {
        var firstLine: String?
        if case .notArchgens(let line, _) = error.reason { firstLine = line }
        self.init(
            severity: .error, message: error.message, path: error.path,
            location: firstLine.map { _ in SourceLocation(line: 1, column: 1) }, sourceLine: firstLine, hint: error.hint)
    }
}
