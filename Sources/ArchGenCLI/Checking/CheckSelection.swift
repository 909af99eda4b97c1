import ArchGenKit
import ArchGenSource
import ArchGenSpec

/// What `check` was asked to look at.
struct CheckRequest {
    /// The paths named (or staged); nil for every spec.
    var paths: [String]?
    /// Whether a person named them: a path that is nowhere is then an
    /// error. git's list of staged files names deleted files too.
    var typed: Bool
    /// Whether they are a commit's files (`--staged`, or the pre-commit
    /// framework, which sets PRE_COMMIT): a file of no module is then passed
    /// over, where a person naming one is told it selects nothing.
    var commitList: Bool
    /// Whether a path is in the files checked or in the working tree.
    var exists: (String) -> Bool
}

/// Which modules `check` looks at: the specs named, the modules owning the
/// files and folders named, every module of an archgen.yml named, or every
/// spec of every project around and below the current folder; each spec
/// loaded with the settings of its nearest archgen.yml.
extension CommandContext {
    /// The valid modules to check, or nil when input is invalid (a spec or
    /// archgen.yml, or a path that selects nothing): the diagnostics are in
    /// `report`, whose status is then `.invalidInput`.
    func checkSelection(
        _ request: CheckRequest, style: String?, templates: String?, catalog: ProjectCatalog,
        inventory: ProjectInventory? = nil, report: inout CheckReport
    ) throws(UsageError) -> [PlannedModule]? {
        let inventory = inventory ?? ProjectInventory(self)
        var paths = NamedPaths()
        if let named = request.paths {
            paths = classify(named, request: request, catalog: catalog)
        } else {
            let every = catalog.everySpec()
            if every.isEmpty, !catalog.hasErrors { throw catalog.noSpecsFound }
            for (path, project) in every { paths.specs[path] = project }
        }
        let candidates = paths.owned.isEmpty && paths.folders.isEmpty ? [:] : ownerCandidates(of: paths, catalog: catalog)
        var findings: [CheckFinding] = []
        var modules: [PlannedModule] = []
        var selecting: Set<String> = []
        let entries = paths.specs.map { (path: $0.key, project: $0.value, isNamed: true) }
            + candidates.map { (path: $0.key, project: $0.value, isNamed: false) }
        for (path, project, isNamed) in entries.sorted(by: { $0.path < $1.path }) {
            let result = loadSpec(at: path, style: style, project: project)
            guard let spec = result.spec else {
                // A candidate for owning a file is reported when a file is below its folder (an invalid spec's module folders are unknown).
                let reached = (paths.owned + paths.folders).filter { isWithin(Path.folder(of: path), $0) }
                if isNamed || !reached.isEmpty {
                    findings += result.diagnostics.map { CheckFinding(kind: .spec, diagnostic: $0) }
                    selecting.formUnion(reached)
                }
                continue
            }
            let layout = project.layout(for: spec, specPath: path)
            let reached = isNamed ? [] : paths.owned.filter { owns(spec, layout: layout, project: project, templates: templates, file: $0) }
                + paths.folders.filter { folder in
                    [layout.sources, layout.tests].contains { isWithin(folder, $0) || isWithin($0, folder) }
                }
            guard isNamed || !reached.isEmpty else { continue }
            selecting.formUnion(reached)
            findings += result.warnings.map { CheckFinding(kind: .spec, diagnostic: $0) }
            modules.append(PlannedModule(spec: inventory.withOpenedModules(spec, in: project), layout: layout, project: project))
        }
        let checks = ProjectChecks(self, inventory: inventory)
        for group in Dictionary(grouping: modules, by: { $0.project.settingsPath ?? "" }).sorted(by: { $0.key < $1.key }) {
            findings += checks.diagnostics(for: group.value).map { CheckFinding(kind: .spec, diagnostic: $0) }
        }
        report.findings += catalog.diagnostics.map { CheckFinding(kind: .spec, diagnostic: $0) } + findings
        report.findings += unselecting(paths, selecting: selecting, request: request)
        guard report.findings.allSatisfy({ !$0.isError }) else {
            report.status = .invalidInput
            return nil
        }
        return modules
    }

    /// The paths named, sorted by what they select.
    private struct NamedPaths {
        /// Specs, each with its project: named, below a folder named, or of an archgen.yml named.
        var specs: [String: Project] = [:]
        /// Other files: they select the modules that own them.
        var owned: [String] = []
        /// Folders: they select the modules whose folders they hold or are in.
        var folders: [String] = []
        /// Paths that exist nowhere, as typed.
        var nowhere: [String] = []
    }

    private func classify(_ named: [String], request: CheckRequest, catalog: ProjectCatalog) -> NamedPaths {
        var paths = NamedPaths()
        for typed in named {
            let path = Path.normalized(typed)
            if !request.exists(path) {
                // git's list names deleted files: a deleted spec selects nothing, another file its module.
                if request.typed { paths.nowhere.append(typed) } else if !path.hasSuffix(".archgen") { paths.owned.append(path) }
            } else if system.isDirectory(path) {
                paths.folders.append(path)
                for spec in system.findFiles(path, ".archgen").map(Path.normalized) {
                    paths.specs[spec] = catalog.project(governing: spec)
                }
            } else if path.hasSuffix(".archgen") {
                paths.specs[path] = catalog.project(governing: path)
            } else if path == ProjectSettingsLoader.fileName || path.hasSuffix("/" + ProjectSettingsLoader.fileName) {
                // A change to the settings can change every module of its project.
                guard let project = catalog.project(at: path) else { continue }
                selectEveryModule(of: project, into: &paths, catalog: catalog)
            } else if let project = xcodeProjectOwning(path, catalog: catalog) {
                // A change to the Xcode project can take any module's files out of their targets.
                selectEveryModule(of: project, into: &paths, catalog: catalog)
            } else {
                paths.owned.append(path)
            }
        }
        return paths
    }

    /// Selects every module of `project`, each spec with its own project.
    private func selectEveryModule(of project: Project, into paths: inout NamedPaths, catalog: ProjectCatalog) {
        for spec in project.specPaths(system).map(Path.normalized) where project.owns(specAt: spec) {
            paths.specs[spec] = catalog.project(governing: spec)
        }
    }

    /// The project whose archgen.yml names `path` as its Xcode project file
    /// (`App.xcodeproj/project.pbxproj`): the one governing it, or any found from here.
    private func xcodeProjectOwning(_ path: String, catalog: ProjectCatalog) -> Project? {
        guard path.hasSuffix(".xcodeproj/project.pbxproj") else { return nil }
        let candidates = [catalog.project(governing: path)].compactMap { $0 } + catalog.everySpec().map(\.project)
        return candidates.first { project in
            project.settings.xcode.map { Path.normalized(project.resolve($0.projectFile)) == path } ?? false
        }
    }

    /// The specs that may own the files and folders named: every spec found
    /// from here, and those of the projects governing them.
    private func ownerCandidates(of paths: NamedPaths, catalog: ProjectCatalog) -> [String: Project] {
        var candidates: [String: Project] = [:]
        for (path, project) in catalog.everySpec() where paths.specs[path] == nil { candidates[path] = project }
        for path in paths.owned + paths.folders {
            guard let project = catalog.project(governing: path), project.settingsPath != nil else { continue }
            for spec in project.specPaths(system).map(Path.normalized)
            where paths.specs[spec] == nil && project.owns(specAt: spec) {
                candidates[spec] = project
            }
        }
        return candidates
    }

    /// An error for each path that selects nothing: one that is nowhere, a
    /// folder with no spec and no module, and (unless in a commit's list) a
    /// file of no module.
    private func unselecting(_ paths: NamedPaths, selecting: Set<String>, request: CheckRequest) -> [CheckFinding] {
        func finding(_ path: String, _ message: String, _ hint: String = Self.selectionHint) -> CheckFinding {
            CheckFinding(kind: .selection, diagnostic: Diagnostic(severity: .error, message: message, path: path, hint: hint))
        }
        var findings = paths.nowhere.map { finding($0, "no such file or folder") }
        findings += paths.folders.filter { !selecting.contains($0) && system.findFiles($0, ".archgen").isEmpty }.map {
            finding($0, "selects no module: no spec is below this folder, and no module's files are in it")
        }
        if request.typed, !request.commitList {
            findings += paths.owned.filter { !selecting.contains($0) }.map {
                finding($0, "selects no module: this file is in no module's folders", Self.selectionHint
                    + "; a commit's file list may hold other files: with --staged, or in the pre-commit framework, they are passed over")
            }
        }
        return findings
    }

    static let selectionHint = "name a spec (.archgen), a file or folder of a module, or an archgen.yml; "
        + "`archgen check` alone checks every spec of the projects here"

    /// Whether `file` makes `spec`'s module worth checking: it is in the
    /// module's folders, one of its spec's `external` files, a template of
    /// the templates folders it is generated with (its style's too), or, when the module uses
    /// shared declarations, in the shared folders or one of their `external` files.
    private func owns(_ spec: Spec, layout: ModuleLayout, project: Project, templates: String?, file: String) -> Bool {
        if isWithin(layout.sources, file) || isWithin(layout.tests, file) { return true }
        if let folder = templates ?? project.templatesFolder, isWithin(folder, file) { return true }
        if let folder = spec.styleTemplates, isWithin(folder, file) { return true }
        if spec.usesSharedDeclarations, let settingsPath = project.settingsPath {
            let shared = project.sharedLayout
            if isWithin(shared.sources, file) || isWithin(shared.tests, file) { return true }
            let externalFiles = project.settings.shared.external.compactMap { entry -> String? in
                guard case .file(let path, _) = entry else { return nil }
                return ExternalSources.path(of: path, inSpecAt: settingsPath)
            }
            if externalFiles.contains(where: { isWithin($0, file) }) { return true }
        }
        return spec.external.contains { entry in
            guard case .file(let path, _) = entry else { return false }
            return isWithin(ExternalSources.path(of: path, inSpecAt: spec.path), file)
        }
    }

    /// Whether `path` is `folder` or lies below it, both taken from the current folder: `.` named in a
    /// module's folder is the `../../Sources/SignIn` its project, two folders up, has it at.
    private func isWithin(_ folder: String, _ path: String) -> Bool {
        let here = system.currentDirectory
        return Path.contains(Path.absolute(folder, from: here), Path.absolute(path, from: here))
    }
}
