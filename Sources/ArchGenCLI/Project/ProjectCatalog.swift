import ArchGenKit
import ArchGenSource
import ArchGenSpec

/// Every project a command meets, wherever it runs: at a repository's top
/// level with the app in `ios/`, inside a project, or above several.
///
/// A spec (or any file) is governed by its nearest archgen.yml: the one in
/// its folder or the nearest folder above it. A file no archgen.yml governs
/// up to the file system's root follows the defaults, as a project rooted
/// in the current folder. Each archgen.yml is read once; an invalid one is
/// reported once (`diagnostics`), and the files it governs are left out.
final class ProjectCatalog {
    let context: CommandContext
    /// The settings file governing each folder asked about (nil: none), by normalized folder.
    private var governing: [String: String?] = [:]
    /// Each archgen.yml read, by normalized path: its project, nil when invalid.
    private var projects: [String: Project?] = [:]
    /// The diagnostics of every archgen.yml met, in the order met: the errors
    /// of invalid ones, the warnings of valid ones (about their shared declarations).
    private(set) var diagnostics: [Diagnostic] = []

    /// Whether an archgen.yml met is invalid.
    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    init(_ context: CommandContext) {
        self.context = context
    }

    private var system: SystemEnvironment { context.system }

    /// The project of archgen.yml at `settingsPath` (relative to the current
    /// folder, or absolute), or of the defaults when nil; nil when invalid.
    func project(at settingsPath: String?) -> Project? {
        guard let settingsPath else { return Project() }
        let key = Path.normalized(settingsPath)
        if let known = projects[key] { return known }
        let (project, errors) = context.loadProject(settingsPath: key)
        projects[key] = project
        diagnostics += errors
        return project
    }

    /// The project governing the file or folder at `path`; nil when its archgen.yml is invalid.
    func project(governing path: String) -> Project? {
        project(at: settingsPath(governingFilesIn: Path.folder(of: Path.normalized(path))))
    }

    /// The project around the current folder: the nearest archgen.yml here or above, else the defaults.
    var current: Project? {
        project(at: settingsPath(governingFilesIn: "."))
    }

    /// The nearest archgen.yml in `folder` or a folder above it, as a path
    /// from the current folder; nil when there is none up to the root.
    func settingsPath(governingFilesIn folder: String) -> String? {
        let key = Path.normalized(folder)
        if let known = governing[key] { return known }
        let candidate = Path.join(key, ProjectSettingsLoader.fileName)
        let found: String?
        if system.holdsSettings(candidate) {
            found = candidate
        } else {
            found = parent(of: key).flatMap { settingsPath(governingFilesIn: $0) }
        }
        governing[key] = found
        return found
    }

    /// The folder above `folder`, counting `..` up to the root; nil at the root.
    private func parent(of folder: String) -> String? {
        let depth = system.currentDirectory.split(separator: "/").count
        if folder == "/" { return nil }
        let components = folder.split(separator: "/")
        if folder == "." || components.allSatisfy({ $0 == ".." }) {
            let levels = folder == "." ? 0 : components.count
            return levels < depth ? Path.join(folder, "..") : nil
        }
        return Path.normalized(Path.join(folder, ".."))
    }

    /// The project a new module joins: the one around the current folder;
    /// above every project (no archgen.yml here or higher up), the one
    /// archgen.yml below, as `everySpec()` finds it (a repository's top
    /// level with the app in `ios/`); an error when there are several.
    /// Nil when its archgen.yml is invalid.
    func projectForNewModule() throws(UsageError) -> Project? {
        if let here = settingsPath(governingFilesIn: ".") { return project(at: here) }
        let below = settingsFilesBelow
        guard below.count > 1 else { return project(at: below.first) }
        throw UsageError("this folder has no archgen.yml, and several folders below it have one: \(below.joined(separator: ", "))",
                         hint: "run `archgen new` in the folder of the project the module belongs to")
    }

    /// Every spec a command takes without arguments, sorted, with the project
    /// governing it: the specs of the project around the current folder, of
    /// every archgen.yml below it, and any other spec below it. A project
    /// with `specs:` folders owns only the specs in them.
    func everySpec() -> [(path: String, project: Project)] {
        var settingsPaths: [String] = current?.settingsPath.map { [$0] } ?? []
        settingsPaths += settingsFilesBelow
        var candidates = Set(system.findFiles(".", ".archgen").map(Path.normalized))
        for path in settingsPaths {
            candidates.formUnion(project(at: path)?.specPaths(system).map(Path.normalized) ?? [])
        }
        return candidates.sorted().compactMap { path in
            guard let project = project(governing: path), project.owns(specAt: path) else { return nil }
            return (path, project)
        }
    }

    /// Every archgen.yml below the current folder (FileSearch's folders skipped), sorted.
    var settingsFilesBelow: [String] {
        system.findFiles(".", ProjectSettingsLoader.fileName)
            .filter { $0 == ProjectSettingsLoader.fileName || $0.hasSuffix("/" + ProjectSettingsLoader.fileName) }
            .map(Path.normalized)
    }

    /// `path` when something is there; else the spec the project a new
    /// module would join (`projectForNewModule()`) has by that path from its folder or one of its spec folders, or by
    /// that name below them (`generate Home.archgen` run beside archgen.yml,
    /// the spec in Specs/), when exactly one does; else `path`, which then
    /// reports itself missing.
    func specPath(named path: String) -> String {
        guard !system.fileExists(path), path.hasSuffix(".archgen"), !Path.isAbsolute(path),
              let project = try? projectForNewModule() else { return path }
        let joined = Set(([project.root] + project.specFolders).map { Path.normalized(Path.join($0, path)) })
        let found = project.specPaths(system).filter { spec in
            joined.contains(Path.normalized(spec)) || (!path.contains("/") && spec.hasSuffix("/" + path))
        }
        return found.count == 1 ? found[0] : path
    }

    /// `everySpec()` found nothing: where it looked.
    var noSpecsFound: UsageError {
        let settings = Set(((current?.settingsPath).map { [Path.normalized($0)] } ?? []) + settingsFilesBelow).sorted()
        guard !settings.isEmpty else { return Project().noSpecsFound }
        if settings.count == 1, let only = project(at: settings[0]) { return only.noSpecsFound }
        return UsageError(
            "no specs found under this folder, nor in the spec folders of \(settings.joined(separator: ", "))",
            hint: "create one with `archgen new <Module>`, run beside the archgen.yml it belongs to")
    }
}

extension Project {
    /// Whether the spec at `path` (normalized) is one of this project's own:
    /// any spec without settings or `specs:`, else one inside its spec folders.
    func owns(specAt path: String) -> Bool {
        guard settingsPath != nil, !settings.specs.isEmpty else { return true }
        return specFolders.contains { folder in folder == "." ? !path.hasPrefix("../") : path.hasPrefix(folder + "/") }
    }
}
