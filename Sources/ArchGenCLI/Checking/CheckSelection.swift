import ArchGenKit
import ArchGenSpec

/// A module `check` looks at: its spec, where its files are, and the
/// project (archgen.yml) that governs it.
struct SelectedModule {
    var spec: Spec
    var layout: ModuleLayout
    var project: Project
}

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
        _ request: CheckRequest, style: Style?, templates: String?, catalog: ProjectCatalog, report: inout CheckReport
    ) throws(UsageError) -> [SelectedModule]? {
        var named: [String: Project] = [:]
        var owned: [String] = [], folders: [String] = []
        var nowhere: [String] = []
        if let paths = request.paths {
            for typed in paths {
                let path = WritePath.normalized(typed)
                let isFolder = system.isDirectory(path)
                if !request.exists(path) {
                    if request.typed { nowhere.append(typed) } else if !path.hasSuffix(".archgen") { owned.append(path) }
                } else if isFolder {
                    folders.append(path)
                } else if path.hasSuffix(".archgen") {
                    if let project = catalog.project(governing: path) { named[path] = project }
                } else if path == ProjectSettingsLoader.fileName || path.hasSuffix("/" + ProjectSettingsLoader.fileName) {
                    // A change to the settings can change every module of its project.
                    guard let project = catalog.project(at: path) else { continue }
                    for spec in project.specPaths(system).map(WritePath.normalized) where project.owns(specAt: spec) {
                        named[spec] = catalog.project(governing: spec)
                    }
                } else {
                    owned.append(path)
                }
            }
            for folder in folders {
                for spec in system.findFiles(folder, ".archgen").map(WritePath.normalized) {
                    named[spec] = catalog.project(governing: spec)
                }
            }
        } else {
            let every = catalog.everySpec()
            if every.isEmpty, catalog.diagnostics.isEmpty { throw catalog.noSpecsFound }
            for (path, project) in every { named[path] = project }
        }
        var candidates: [String: Project] = [:]
        if !owned.isEmpty || !folders.isEmpty {
            for (path, project) in catalog.everySpec() where named[path] == nil { candidates[path] = project }
            for path in owned + folders {
                guard let project = catalog.project(governing: path), project.settingsPath != nil else { continue }
                for spec in project.specPaths(system).map(WritePath.normalized) where named[spec] == nil && project.owns(specAt: spec) {
                    candidates[spec] = project
                }
            }
        }

        var modules: [SelectedModule] = []
        var valid = true
        var selecting: Set<String> = []
        let entries = named.map { (path: $0.key, project: $0.value, isNamed: true) }
            + candidates.map { (path: $0.key, project: $0.value, isNamed: false) }
        for (path, project, isNamed) in entries.sorted(by: { $0.path < $1.path }) {
            let result = loadSpec(at: path, style: style, project: project)
            guard let spec = result.spec else {
                // A candidate for owning a file is reported when a file is below its folder (an invalid spec's module folders are unknown).
                let folder = ModuleLayout.folder(of: path)
                let reached = (owned + folders).filter { Self.contains(folder, $0) }
                if isNamed || !reached.isEmpty {
                    report.findings += result.diagnostics.map { CheckFinding(kind: .spec, diagnostic: $0) }
                    valid = false
                    selecting.formUnion(reached)
                }
                continue
            }
            let layout = project.layout(for: spec, specPath: path)
            let reached = isNamed ? [] : (owned.filter { owns(spec, layout: layout, project: project, templates: templates, file: $0) }
                + folders.filter { folder in
                    [layout.sources, layout.tests].contains { Self.contains(folder, $0) || Self.contains($0, folder) }
                })
            guard isNamed || !reached.isEmpty else { continue }
            selecting.formUnion(reached)
            report.findings += result.warnings.map { CheckFinding(kind: .spec, diagnostic: $0) }
            modules.append(SelectedModule(spec: spec, layout: layout, project: project))
        }
        for folder in folders where !selecting.contains(folder) && system.findFiles(folder, ".archgen").isEmpty {
            nowhere.append(folder)
        }
        report.findings += nowhere.map { path in
            CheckFinding(kind: .selection, diagnostic: Diagnostic(
                severity: .error, message: system.isDirectory(path) ? "selects no module: no spec is below this folder, and no module's files are in it" : "no such file or folder",
                path: path, hint: Self.selectionHint))
        }
        if request.typed, !request.commitList {
            report.findings += owned.filter { !selecting.contains($0) }.map { path in
                CheckFinding(kind: .selection, diagnostic: Diagnostic(
                    severity: .error, message: "selects no module: this file is in no module's folders", path: path,
                    hint: Self.selectionHint + "; a commit's file list may hold other files: with --staged, or in the pre-commit framework, they are passed over"))
            }
        }
        report.findings += catalog.diagnostics.map { CheckFinding(kind: .spec, diagnostic: $0) }
        var clashes: [Diagnostic] = []
        for group in Dictionary(grouping: modules, by: { $0.project.settingsPath ?? "" }).values {
            clashes += Self.moduleNameClashes(group.map(\.spec))
        }
        report.findings += clashes.map { CheckFinding(kind: .spec, diagnostic: $0) }
        guard valid, report.findings.allSatisfy({ !$0.isError }) else {
            report.status = .invalidInput
            return nil
        }
        return modules
    }

    static let selectionHint = "name a spec (.archgen), a file or folder of a module, or an archgen.yml; "
        + "`archgen check` alone checks every spec of the projects here"

    /// Whether `file` makes `spec`'s module worth checking: it is in the
    /// module's folders, one of its spec's `external` files, or a template
    /// of the templates folder it is generated with.
    private func owns(_ spec: Spec, layout: ModuleLayout, project: Project, templates: String?, file: String) -> Bool {
        if Self.contains(layout.sources, file) || Self.contains(layout.tests, file) { return true }
        if let folder = templates ?? project.templatesFolder, Self.contains(folder, file) { return true }
        return spec.external.contains { entry in
            guard case .file(let path, _) = entry else { return false }
            return ExternalSources.path(of: path, inSpecAt: spec.path) == file
        }
    }

    /// Whether `path` is `folder` or lies below it (both normalized).
    static func contains(_ folder: String, _ path: String) -> Bool {
        let folder = WritePath.normalized(folder), path = WritePath.normalized(path)
        if folder == "." { return !path.hasPrefix("../") && path != ".." && !path.hasPrefix("/") }
        return path == folder || path.hasPrefix(folder + "/")
    }
}
