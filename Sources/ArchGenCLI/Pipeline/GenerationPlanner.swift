import ArchGenKit
import ArchGenSpec

/// Plans a `Generation`: each stage in turn, its diagnostics reported to
/// the context's console (which collects them); a stage that fails ends
/// planning with the status the run exits with.
struct GenerationPlanner {
    let context: CommandContext
    let options: GenerationOptions

    /// Fills `plan`; nil when it can be written, else the failure's status.
    func plan(into plan: inout GenerationPlan) throws(UsageError) -> ExitCode? {
        switch options.input {
        case .specs(let paths): try planSpecs(paths, into: &plan)
        case .newModule(let name, let spec): try planNewModule(name, spec: spec, into: &plan)
        }
    }

    /// `generate`: the specs named (none: every spec of the project), each
    /// project's modules, then the scaffold updates and the orphans.
    private func planSpecs(_ paths: [String], into plan: inout GenerationPlan) throws(UsageError) -> ExitCode? {
        let catalog = ProjectCatalog(context)
        var specs: [(path: String, project: Project)] = []
        if paths.isEmpty {
            specs = catalog.everySpec()
            if specs.isEmpty, !catalog.hasErrors { throw catalog.noSpecsFound }
        } else {
            specs = paths.map(catalog.specPath(named:)).compactMap { path in catalog.project(governing: path).map { (path, $0) } }
        }
        context.console.report(catalog.diagnostics)
        guard !catalog.hasErrors else { return .invalidInput }
        // --style is checked against the archgen.yml of each spec it applies to.
        let style = try context.styleOption(options.choices.style, for: specs.map(\.project))
        if specs.count > 1 && options.folders.moved {
            throw UsageError("--output and --tests-output apply to one spec, not \(specs.count)")
        }
        var projects: [String: (project: Project, loader: LayeredTemplateLoader)] = [:]
        for project in specs.map(\.project) where projects[project.root] == nil {
            projects[project.root] = (project, try context.templateLoader(options.templates, project: project))
        }
        var modules: [PlannedModule] = []
        var valid = true
        let results = specs.concurrentMap { spec in context.loadSpec(at: spec.path, style: style, project: spec.project) }
        for (spec, result) in zip(specs, results) {
            context.console.report(result.diagnostics)
            guard let loaded = result.spec else {
                valid = false
                continue
            }
            modules.append(PlannedModule(
                spec: loaded, layout: spec.project.layout(for: loaded, specPath: spec.path, folders: options.folders), project: spec.project))
        }
        let inventory = ProjectInventory(context)  // what every check of the run reads of the projects, read once
        if style == nil { inventory.remember(zip(specs, results).compactMap { spec, result in result.spec.map { (spec.path, $0) } }) }
        let checks = ProjectChecks(context, inventory: inventory)
        var files: [PlannedFile] = []
        // A route that opens a module builds it: its scaffold needs that module's spec.
        modules = modules.map {
            PlannedModule(spec: inventory.withOpenedModules($0.spec, in: $0.project), layout: $0.layout, project: $0.project)
        }
        for root in projects.keys.sorted() {
            let stage = ProjectStage(
                context: context, project: projects[root]!.project, loader: projects[root]!.loader, checks: checks)
            switch stage.plan(modules.filter { $0.root == root }, valid: valid, swift: nil) {
            case .success(let planned):
                files += planned.files
                plan.notes += planned.notes
            case .failure(let failure): return failure.status
            }
        }
        let (following, notes) = context.followingScaffolds(
            files, modules: modules.map { ($0.spec, $0.layout) }, options: options.write, inventory: inventory)
        // Files an --output module's spec would not find again are nobody's to judge.
        let orphans = options.folders.moved ? (removals: [], diagnostics: []) : context.orphans(
            of: projects.keys.sorted().map { projects[$0]!.project }, planned: files, prune: options.prune, inventory: inventory)
        plan.files = following + orphans.removals
        plan.notes = notes + plan.notes + orphans.diagnostics
        plan.lockingFolders = projects.keys.sorted()
        return nil
    }
}
