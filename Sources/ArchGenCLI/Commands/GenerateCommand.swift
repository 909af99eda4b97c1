import ArchGenKit
import ArchGenSpec

/// `archgen generate [SPEC...]`: brings modules up to date with their specs.
extension Command {
    static let generate = Command(
        name: "generate",
        summary: "Rewrite the generated files of specs (default: every spec of the project)",
        signature: CommandSignature(
            flags: [.dryRun, .prune, .quiet],
            options: [.style, .output, .testsOutput, .templates],
            positional: .init(name: "SPEC", minimum: 0, maximum: nil)),
        discussion: """
            Generated files (contract, entities, test doubles) are rewritten when their content changes. \
            Scaffold files (implementations, tests) that are missing are created; existing ones are never rewritten, \
            but when the spec adds a requirement to a protocol, its stub is inserted into the type that implements \
            it (lines added only, in files archgen created; --dry-run shows the diff), and a note names what archgen \
            leaves to you. A Swift file archgen did not write is never replaced: one at a path it writes is an error.
            Generated files no spec generates any more are named in notes; --prune removes those unchanged since \
            archgen wrote them (their header's digest matches).
            Without SPEC, every spec of the project is used: each *.archgen file under archgen.yml's spec \
            folders, or under the current folder without archgen.yml. A module's files go where archgen.yml's \
            paths say, or beside its spec: sources in <Module>/, doubles and tests in <Module>Tests/. \
            archgen.yml's defaults apply to what a spec leaves out, and its templates folder when --templates is not given. \
            With its xcode settings, new files join the Xcode project's groups and targets (--dry-run shows the diff); \
            with its package settings, each module gets its targets in Package.swift, proved by SwiftPM. \
            archgen.yml's shared declarations are written with the modules of their project: their protocols and \
            entities in SharedDeclarations.swift, their mocks in SharedTestDoubles.swift.
            Nothing is written when any spec or template is invalid, or two specs describe one module (exit 2), \
            or any file cannot be written (exit 3).
            """,
        run: { arguments, context throws(UsageError) in
            let start = context.system.now()
            let catalog = ProjectCatalog(context)
            var specs: [(path: String, project: Project)] = []
            if arguments.positionals.isEmpty {
                specs = catalog.everySpec()
                if specs.isEmpty, !catalog.hasErrors { throw catalog.noSpecsFound }
            } else {
                specs = arguments.positionals.map(catalog.specPath(named:)).compactMap { path in
                    catalog.project(governing: path).map { (path, $0) }
                }
            }
            context.console.report(catalog.diagnostics)
            guard !catalog.hasErrors else { return .invalidInput }
            // --style is checked against the archgen.yml of each spec it applies to.
            let style = try context.styleOption(arguments, for: specs.map(\.project))
            if specs.count > 1 && (arguments.options["--output"] != nil || arguments.options["--tests-output"] != nil) {
                throw UsageError("--output and --tests-output apply to one spec, not \(specs.count)")
            }
            var loaders: [String: LayeredTemplateLoader] = [:]
            var projects: [String: Project] = [:]
            for project in specs.map(\.project) where loaders[project.root] == nil {
                loaders[project.root] = try context.templateLoader(arguments, project: project)
                projects[project.root] = project
            }
            var modules: [(spec: Spec, layout: ModuleLayout, root: String)] = []
            var valid = true
            let results = specs.concurrentMap { spec in context.loadSpec(at: spec.path, style: style, project: spec.project) }
            for (spec, result) in zip(specs, results) {
                context.console.report(result.diagnostics)
                guard let loaded = result.spec else {
                    valid = false
                    continue
                }
                modules.append((loaded, spec.project.layout(for: loaded, specPath: spec.path, arguments: arguments), spec.project.root))
            }
            var files: [PlannedFile] = []
            var manifestNotes: [Diagnostic] = []
            let inventory = ProjectInventory(context)  // what every check of the run reads of the projects, read once
            if style == nil { inventory.remember(zip(specs, results).compactMap { spec, result in result.spec.map { (spec.path, $0) } }) }
            let checks = ProjectChecks(context, inventory: inventory)
            // A route that opens a module builds it: its scaffold needs that module's spec.
            modules = modules.map { (inventory.withOpenedModules($0.spec, in: projects[$0.root]!), $0.layout, $0.root) }
            for root in loaders.keys.sorted() {
                let own = modules.filter { $0.root == root }
                // The modules render on the other cores while their project's checks run here.
                let rendering = valid ? BackgroundRendering(own.map { ($0.spec, $0.layout) }, with: loaders[root]!) : nil
                let clashes = CommandContext.moduleNameClashes(own.map(\.spec))
                    + own.flatMap { checks.diagnostics(for: $0.spec, layout: $0.layout, project: projects[root]!) }
                context.console.report(clashes)
                valid = valid && clashes.isEmpty
                let project = projects[root]!
                guard valid, let rendering, let modulesFiles = context.files(of: rendering),
                      let sharedFiles = context.renderShared(of: project, with: loaders[root]!) else {
                    return .invalidInput
                }
                let rendered = modulesFiles + sharedFiles
                let layouts = own.map(\.layout) + (sharedFiles.isEmpty ? [] : [project.sharedLayout])
                guard let projectFiles = context.xcodeProjectFiles(adding: rendered, layouts: layouts, project: project) else {
                    return .invalidInput
                }
                switch context.packageManifestFiles(for: own.map { ($0.spec.module, $0.layout) }, project: project, swift: nil) {
                case .files(let manifestFiles, let notes):
                    files += rendered + projectFiles + manifestFiles
                    manifestNotes += notes
                case .failed(let status): return status
                }
            }
            let options = WriteOptions(dryRun: arguments.has("--dry-run"))
            let (following, notes) = context.followingScaffolds(files, modules: modules.map { ($0.spec, $0.layout) }, options: options, inventory: inventory)
            // Files an --output module's spec would not find again are nobody's to judge.
            let moved = arguments.options["--output"] != nil || arguments.options["--tests-output"] != nil
            let orphans = moved ? (removals: [], diagnostics: []) : context.orphans(
                of: loaders.keys.sorted().map { projects[$0]! }, planned: files, prune: arguments.has("--prune"), inventory: inventory)
            let outcome = context.write(following + orphans.removals, options: options, since: start, lockingFolders: loaders.keys.sorted())
            if outcome.status == .success { context.console.report(notes + manifestNotes + orphans.diagnostics) }
            return outcome.status
        })
}
