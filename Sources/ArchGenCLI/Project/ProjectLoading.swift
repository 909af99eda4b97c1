import ArchGenKit
import ArchGenSource
import ArchGenSpec

/// Finding and reading archgen.yml, and loading specs with its defaults.
extension CommandContext {
    /// Finds and loads archgen.yml; an invalid one gives its diagnostics and
    /// nil (commands then exit 2); a valid one may have warnings. Without one, the project of the defaults.
    /// With `assumingFoldersExist`, a folder archgen.yml names that does not
    /// exist yet (a style's `templates:`) is no error.
    func loadProject(assumingFoldersExist: Bool = false) -> (project: Project?, diagnostics: [Diagnostic]) {
        guard let path = settingsFilePath() else { return (Project(), []) }
        return loadProject(settingsPath: path, assumingFoldersExist: assumingFoldersExist)
    }

    /// Reads and loads the archgen.yml at `path`: its project, or nil and its diagnostics.
    func loadProject(settingsPath path: String, assumingFoldersExist: Bool = false) -> (project: Project?, diagnostics: [Diagnostic]) {
        guard let bytes = readSource(at: path) else { return (nil, [fileError(at: path)]) }
        let result = settingsLoader(at: path, assumingFoldersExist: assumingFoldersExist).load(bytes: bytes, path: path)
        return (result.settings.map { Project(settings: $0, settingsPath: path) }, result.diagnostics)
    }

    /// The loader of the archgen.yml at `path`, which reads the folders and files it names from the disk.
    func settingsLoader(at path: String, assumingFoldersExist: Bool = false) -> ProjectSettingsLoader {
        ProjectSettingsLoader(files: system.fileSystem, assumesFoldersExist: assumingFoldersExist)
    }

    /// `loadProject()` for a command: its diagnostics reported, nil when
    /// archgen.yml is invalid (the command then exits 2).
    func project() -> Project? {
        let (project, diagnostics) = loadProject()
        console.report(diagnostics)
        return project
    }

    /// loadSpec(at:style:) that also applies the project's defaults and knows its shared declarations.
    func loadSpec(at path: String, style: String?, project: Project) -> SpecLoadResult {
        loadSpec(at: path, style: style, defaults: project.specDefaults, shared: project.settings.shared)
    }

    /// `archgen.yml`, `../archgen.yml`, ...: the nearest one, from the current
    /// folder up to the file system's root; nil when there is none.
    func settingsFilePath() -> String? {
        let depth = system.currentDirectory.split(separator: "/").count
        for level in 0...depth {
            let path = String(repeating: "../", count: level) + ProjectSettingsLoader.fileName
            if system.holdsSettings(path) { return path }
        }
        return nil
    }

    /// An error about a setting of `project`'s archgen.yml, at `location` (with its line) when known.
    func settingsError(_ message: String, at location: SourceLocation?, in project: Project, hint: String?) -> Diagnostic {
        let path = project.settingsPath ?? ProjectSettingsLoader.fileName
        let line = location.flatMap { location in
            readSource(at: path).flatMap { SourceText(path: path, text: String(decoding: $0, as: UTF8.self)).line(location.line) }
        }
        return Diagnostic(severity: .error, message: message, path: path, location: location, sourceLine: line, hint: hint)
    }
}
