import ArchGenKit
import ArchGenSource
import ArchGenSpec

extension GenerationPlanner {
    /// `new`: one module, from its spec or from a starter spec written with
    /// it; its project's edits; proved to compile before writing (`NewModuleBuild`).
    func planNewModule(_ name: String?, spec specOption: String?, into plan: inout GenerationPlan) throws(UsageError) -> ExitCode? {
        // With --spec, the settings of the spec's nearest archgen.yml; with --output, of the current folder's;
        // else of the project around the current folder, or the one below it (as generate and check find it).
        let catalog = ProjectCatalog(context)
        let found: Project?
        if let specOption {
            found = catalog.project(governing: specOption)
        } else {
            found = options.folders.sources == nil ? try catalog.projectForNewModule() : catalog.current
        }
        context.console.report(catalog.diagnostics)
        guard let project = found else { return .invalidInput }
        let loader = try context.templateLoader(options.templates, project: project)
        // The style is known before the spec is: its templates are parsed on another core meanwhile.
        let defaults = project.specDefaults
        if specOption == nil || options.choices.style != nil,
           let style = defaults.styles.entry(named: options.choices.style ?? defaults.defaultStyle.name) {
            TemplateWarmUp.start(style, loader: loader)
        }
        let starter: PlannedFile?
        let spec: Spec
        let specPath: String
        if let path = specOption {
            let result = context.loadSpec(at: path, style: try context.styleOption(options.choices.style, for: [project]), project: project)
            context.console.report(result.diagnostics)
            guard let loaded = result.spec else { return .invalidInput }
            if let name, name != loaded.module {
                throw UsageError("\(path) describes module '\(loaded.module)', not '\(name)'", hint: "omit <Module> to use the spec's")
            }
            (spec, specPath, starter) = (loaded, path, nil)
        } else {
            guard let name else {
                throw UsageError("missing <Module>", hint: "write `archgen new SignIn`, or pass --spec FILE")
            }
            let folder = options.folders.sources.map(Path.folder(of:)) ?? project.starterSpecFolder()
            let path = Path.join(folder, name + ".archgen")
            // Its instruction names it from the project's folder, so it reads the same wherever new ran.
            let file = try context.starterSpec(
                name, at: path, shownAs: project.pathFromRoot(path), choices: options.choices, defaults: project.specDefaults,
                loader: loader)
            try context.checkNoOtherSpec(at: path, module: name, starter: file.planned, force: options.write.force)
            (spec, specPath, starter) = (file.spec, path, file.planned)
        }
        var configured = spec
        configured.platform = options.choices.platform ?? spec.platform
        configured.tests = options.choices.tests ?? spec.tests
        let layout = project.layout(for: spec, specPath: specPath, folders: options.folders)
        // What the project's specs say is read once: the checks and the modules the routes open, as `generate` reads them.
        let inventory = ProjectInventory(context)
        configured = inventory.withOpenedModules(configured, in: project)
        let stage = ProjectStage(context: context, project: project, loader: loader, checks: ProjectChecks(context, inventory: inventory))
        let module = PlannedModule(spec: configured, layout: layout, project: project)
        let replacing = starter != nil && options.write.force
        let planned: ProjectStage.Planned
        switch stage.plan([module], valid: true, swift: options.build.swift, inBackground: false, marking: { files in
            replacing ? context.markingUnedited(files, asRenderedFrom: specPath, project: project, folders: options.folders, loader: loader) : files
        }) {
        case .success(let stagePlan): planned = stagePlan
        case .failure(let failure): return failure.status
        }
        let written = (starter.map { [$0] } ?? []) + planned.rendered
        plan.files = written + planned.edits
        plan.notes = planned.notes
        plan.lockingFolders = [project.root]
        if options.provesBuild {
            plan.build = NewModuleBuild(
                files: written, spec: configured, layout: layout, project: project, loader: loader, options: options.build)
        }
        return nil
    }
}
