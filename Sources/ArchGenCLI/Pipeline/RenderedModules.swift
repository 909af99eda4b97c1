import ArchGenKit
import ArchGenSource
import ArchGenSpec
import ArchGenTemplates

/// The files some modules' specs produce, as a `Generation` renders them
/// (with `--templates`, else each project's templates), and nothing else:
/// no project edit, no scaffold update, nothing written. What `check`
/// compares with the disk and builds.
struct RenderedModules {
    /// One module's share.
    struct Module {
        var module: PlannedModule
        /// The templates of its project.
        var loader: LayeredTemplateLoader
        /// Its project's shared declarations' files, beside the first module
        /// given of that project that compiles them; nil beside the others.
        var shared: [PlannedFile]?
        /// Its own files.
        var files: [PlannedFile]
    }

    /// The modules, in the order given, up to the first template error.
    var modules: [Module] = []
    /// The first template error, in the modules' order (a project's shared
    /// files rendered right after the first module that compiles them).
    var diagnostics: [Diagnostic] = []
    /// Nil when every file could be rendered; else `.invalidInput`.
    var failure: ExitCode?
}

extension Generation {
    /// The files `modules` produce (loaded and checked already: `check`
    /// selects them itself), each module's rendered on every core, its
    /// project's shared declarations' beside the first that compiles them.
    /// `options.input` is not read; `options.templates` is. A bad
    /// `--templates` folder is a usage error.
    func render(_ modules: [PlannedModule]) throws(UsageError) -> RenderedModules {
        var loaders: [String: LayeredTemplateLoader] = [:]
        for module in modules where loaders[module.root] == nil {
            loaders[module.root] = try context.templateLoader(options.templates, project: module.project)
        }
        let jobs = modules.map { ModuleRenderJob(spec: $0.spec, layout: $0.layout, loader: loaders[$0.root]!) }
        let results = ModuleRenderJob.renderAll(jobs)
        var rendered = RenderedModules()
        var sharedRendered: Set<String> = []
        for (module, result) in zip(modules, results) {
            let loader = loaders[module.root]!
            do throws(TemplateError) {
                let files = try result.get()
                var shared: [PlannedFile]?
                if module.project.compilesShared(with: module.spec), sharedRendered.insert(module.root).inserted {
                    shared = try module.project.sharedFiles(with: loader)
                }
                rendered.modules.append(.init(module: module, loader: loader, shared: shared, files: files))
            } catch {
                rendered.diagnostics = [error.diagnostic]
                rendered.failure = .invalidInput
                break
            }
        }
        return rendered
    }
}
