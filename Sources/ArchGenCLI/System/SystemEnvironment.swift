import ArchGenSource
import ArchGenKit
import Foundation

/// The side effects the commands need, behind one small value so tests can
/// run every command in-process against a scratch folder and captured output.
package struct SystemEnvironment: Sendable {
    package var standardOutput: @Sendable (String) -> Void
    package var standardError: @Sendable (String) -> Void
    /// Whether stderr is a terminal (colour and progress go there only).
    package var stderrIsTerminal: Bool
    package var variables: [String: String]
    /// The disk: what every command reads (`readFile`, `fileExists`,
    /// `isDirectory`) and where `new`, `generate` and `templates export` write.
    package var fileSystem: any FileSystem
    /// Every file under a folder whose name ends with a suffix, sorted, the
    /// folders `FileSearch` skips left out: how specs and module files are found.
    package var findFiles: @Sendable (_ folder: String, _ suffix: String) -> [String]
    /// The clock that times a run for its summary.
    package var now: @Sendable () -> ContinuousClock.Instant
    /// Runs `swift` for the build check and `git` for `--staged` and `hook install`.
    package var processRunner: any ProcessRunner
    /// Finds `swift` and `git` on PATH.
    package var executables: ExecutableSearch
    /// The absolute path of the current folder: how far up archgen.yml is looked for, and what names the project's build sandbox.
    package var currentDirectory: String

    package init(
        standardOutput: @escaping @Sendable (String) -> Void,
        standardError: @escaping @Sendable (String) -> Void,
        stderrIsTerminal: Bool,
        variables: [String: String],
        fileSystem: any FileSystem = LocalFileSystem(),
        findFiles: @escaping @Sendable (String, String) -> [String] = SystemEnvironment.findFilesOnDisk,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now },
        processRunner: any ProcessRunner = LocalProcessRunner(),
        executables: ExecutableSearch = .local,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.stderrIsTerminal = stderrIsTerminal
        self.variables = variables
        self.fileSystem = fileSystem
        self.findFiles = findFiles
        self.now = now
        self.processRunner = processRunner
        self.executables = executables
        self.currentDirectory = currentDirectory
    }

    /// Every file below a folder whose name ends with a suffix (`DiskFileSearch`).
    package static let findFilesOnDisk: @Sendable (String, String) -> [String] = { folder, suffix in
        DiskFileSearch.files(under: folder, endingWith: suffix)
    }

    /// The real process: files on disk, stdout and stderr.
    package static var live: SystemEnvironment {
        SystemEnvironment(
            standardOutput: { text in LocalFileSystem.writeAll(text, to: STDOUT_FILENO) },
            standardError: { text in LocalFileSystem.writeAll(text, to: STDERR_FILENO) },
            stderrIsTerminal: isatty(STDERR_FILENO) != 0,
            variables: environmentVariables())
    }

    /// The bytes of the file at `path`; throws when nothing is there or it cannot be read.
    package func readFile(_ path: String) throws(WriteError) -> [UInt8] {
        guard let bytes = try fileSystem.contents(at: path) else {
            throw WriteError(path: path, reason: .unreadable(detail: "no such file"))
        }
        return bytes
    }

    /// Whether a file or folder is at `path`, following links (a link to nothing is not).
    package func fileExists(_ path: String) -> Bool {
        fileSystem.existsFollowingLinks(at: path)
    }

    /// Whether an archgen.yml at `path` governs its folder: anything there
    /// but a folder. A link to no file counts, so that it is reported (its
    /// project cannot be read) rather than passed over for the defaults,
    /// which would write the modules elsewhere.
    package func holdsSettings(_ path: String) -> Bool {
        fileSystem.fileExists(at: path) && !isDirectory(path)
    }

    /// Whether `path` is a folder, following links.
    package func isDirectory(_ path: String) -> Bool {
        fileSystem.isDirectory(at: path)
    }

    /// Colour on a terminal only, and never when NO_COLOR is set.
    package var usesColor: Bool {
        stderrIsTerminal && variables["NO_COLOR"] == nil
    }
}

extension SystemEnvironment {
    /// The process's environment: on Linux read from `environ` as it is
    /// (`ProcessInfo` builds the same dictionary at several times the cost).
    static func environmentVariables() -> [String: String] {
        #if os(Linux)
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                // The first of a repeated name is the one `getenv` returns.
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.utf8.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
        #else
        return ProcessInfo.processInfo.environment
        #endif
    }
}
