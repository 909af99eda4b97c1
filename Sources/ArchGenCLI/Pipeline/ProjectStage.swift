import ArchGenKit
import ArchGenSource
import ArchGenSpec

/// One project's share of a generation: its modules checked against the
/// project, rendered with the shared declarations' files, and the Xcode
/// project and package manifest edits that add them.
struct ProjectStage {
    let context: CommandContext
    let project: Project
    let loader: LayeredTemplateLoader
    let checks: ProjectChecks

    /// What the stage plans.
    struct Planned {
        /// The modules' files and the shared declarations'.
        var rendered: [PlannedFile]
        /// The Xcode project's and the package manifest's edits.
        var edits: [PlannedFile]
        /// The manifest's notes, to show once written.
        var notes: [Diagnostic]

        var files: [PlannedFile] { rendered + edits }
    }

    /// A stage that failed, its reasons reported: the run's exit status.
    struct Failure: Error {
        var status: ExitCode
    }

    /// Plans `modules` (all of this project); `valid` false when a spec of
    /// the run was invalid (its project's checks still run and report).
    /// `marking` adjusts the rendered files before they are added to the
    /// projects (`new --force` marks its scaffolds' unedited bytes).
    /// `swift` reads the manifest back (nil: ARCHGEN_SWIFT, then PATH).
    func plan(
        _ modules: [PlannedModule], valid: Bool, swift: String?, inBackground: Bool = true,
        marking: ([PlannedFile]) -> [PlannedFile] = { $0 }
    ) -> Result<Planned, Failure> {
        // The modules render on the other cores while the project's checks run here.
        let jobs = modules.map { ModuleRenderJob(spec: $0.spec, layout: $0.layout, loader: loader) }
        let rendering = valid ? BackgroundRendering(jobs, inBackground: inBackground) : nil
        let clashes = checks.diagnostics(for: modules)
        context.console.report(clashes)
        guard valid, clashes.isEmpty, let rendering, let modulesFiles = context.files(of: rendering),
              let sharedFiles = context.renderShared(of: project, with: loader) else {
            return .failure(Failure(status: .invalidInput))
        }
        let rendered = marking(modulesFiles + sharedFiles)
        let layouts = modules.map(\.layout) + (sharedFiles.isEmpty ? [] : [project.sharedLayout])
        guard let projectFiles = context.xcodeProjectFiles(adding: rendered, layouts: layouts, project: project) else {
            return .failure(Failure(status: .invalidInput))
        }
        switch context.packageManifestFiles(for: modules.map { ($0.spec.module, $0.layout) }, project: project, swift: swift) {
        case .files(let manifestFiles, let notes):
            return .success(Planned(rendered: rendered, edits: projectFiles + manifestFiles, notes: notes))
        case .failed(let status):
            return .failure(Failure(status: status))
        }
    }
}
