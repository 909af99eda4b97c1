import ArchGenKit
import ArchGenSpec
import ArchGenTemplates

/// `archgen new <Module>`: a module from a spec, or from a starter spec it writes.
extension Command {
    static let new = Command(
        name: "new",
        summary: "Create a module, from --spec or from a starter spec it writes",
        signature: CommandSignature(
            flags: [.dryRun, .force, .noBuild, .fullBuild, .noSimulator, .quiet],
            options: [.style, .spec, .platform, .tests, .output, .testsOutput, .templates, .swift],
            positional: .init(name: "Module", minimum: 0, maximum: 1)),
        discussion: """
            Without --spec, writes a starter spec <Module>.archgen (one event, one request, one result, one \
            route) and generates the module from it, so it can be edited and regenerated. With --spec, generates \
            from that spec; its module must match <Module>, which may then be omitted.
            Sources go to <Module>/ and doubles and tests to <Module>Tests/, beside the spec, or where \
            archgen.yml's paths say (--output and --tests-output move them): the archgen.yml of the current \
            folder or above it, else the one below it, as generate finds it (a repository's top level, the app in ios/). Without --spec the spec is written \
            beside --output, else to archgen.yml's first spec folder, else to the current folder; its style, \
            platform and tests are the options', else archgen.yml's defaults.
            Generated files (contract, entities, doubles) are rewritten when they change; scaffold files \
            (implementations, tests) are never overwritten without --force, which lists edited ones first. \
            --force also replaces an existing spec with the starter spec, and every implementation with it: \
            to generate from an existing spec, run `archgen generate <spec>`.
            With archgen.yml's xcode settings, the files join the Xcode project's groups and targets; with its \
            package settings, the module gets its target and test target in Package.swift, proved by SwiftPM.
            Before writing anything, the module (with its doubles and tests, and any files of it already on disk) \
            is compiled in a sandbox package in archgen's cache: by the compiler directly (type checking and its \
            flow checks, no code generation or linking), or with `swift build` given --full-build or archgen.yml's \
            build.proof: full. When it does not compile, the compiler's errors are printed and nothing is written \
            (exit 1). --no-build and --dry-run skip the build.
            """,
        run: { arguments, context throws(UsageError) in
            let start = context.system.now()
            // With --spec, the settings of the spec's nearest archgen.yml; with --output, of the current folder's;
            // else of the project around the current folder, or the one below it (as generate and check find it).
            let catalog = ProjectCatalog(context)
            let found: Project?
            if let spec = arguments.options["--spec"] {
                found = catalog.project(governing: spec)
            } else {
                found = arguments.options["--output"] == nil ? try catalog.projectForNewModule() : catalog.current
            }
            context.console.report(catalog.diagnostics)
            guard let project = found else { return .invalidInput }
            let loader = try context.templateLoader(arguments, project: project)
            // The style is known before the spec is: its templates are parsed on another core meanwhile.
            let defaults = project.specDefaults
            if arguments.options["--spec"] == nil || arguments.options["--style"] != nil,
               let style = defaults.styles.entry(named: arguments.options["--style"] ?? defaults.defaultStyle.name) {
                TemplateWarmUp.start(style, loader: loader)
            }
            let starter: PlannedFile?
            let spec: Spec
            let specPath: String
            if let path = arguments.options["--spec"] {
                let result = context.loadSpec(at: path, style: try context.styleOption(arguments, for: [project]), project: project)
                context.console.report(result.diagnostics)
                guard let loaded = result.spec else { return .invalidInput }
                if let module = arguments.positionals.first, module != loaded.module {
                    throw UsageError("\(path) describes module '\(loaded.module)', not '\(module)'",
                                     hint: "omit <Module> to use the spec's")
                }
                (spec, specPath, starter) = (loaded, path, nil)
            } else {
                guard let module = arguments.positionals.first else {
                    throw UsageError("missing <Module>", hint: "write `archgen new SignIn`, or pass --spec FILE")
                }
                let folder = arguments.options["--output"].map(ModuleLayout.folder(of:)) ?? project.starterSpecFolder()
                let path = ModuleLayout.join(folder, module + ".archgen")
                // Its instruction names it from the project's folder, so it reads the same wherever new ran.
                let file = try context.starterSpec(
                    module, at: path, shownAs: project.pathFromRoot(path), arguments: arguments, defaults: project.specDefaults,
                    loader: loader)
                try context.checkNoOtherSpec(at: path, module: module, starter: file.planned, arguments: arguments)
                (spec, specPath, starter) = (file.spec, path, file.planned)
            }
            var configured = spec
            configured.platform = try context.platformOption(arguments) ?? spec.platform
            configured.tests = try context.testsOption(arguments) ?? spec.tests
            let layout = project.layout(for: spec, specPath: specPath, arguments: arguments)
            let projectErrors = ProjectChecks(context).diagnostics(for: configured, layout: layout, project: project)
            context.console.report(projectErrors)
            guard projectErrors.isEmpty else { return .invalidInput }
            guard let moduleFiles = context.render([(configured, layout)], with: loader),
                  let sharedFiles = context.renderShared(of: project, with: loader) else {
                return .invalidInput
            }
            var files = moduleFiles + sharedFiles
            if starter != nil, arguments.has("--force") {
                files = context.markingUnedited(files, asRenderedFrom: specPath, project: project, arguments: arguments, loader: loader)
            }
            let layouts = [layout] + (sharedFiles.isEmpty ? [] : [project.sharedLayout])
            guard let projectFiles = context.xcodeProjectFiles(adding: files, layouts: layouts, project: project) else {
                return .invalidInput
            }
            let manifestFiles: [PlannedFile], manifestNotes: [Diagnostic]
            switch context.packageManifestFiles(for: [(spec.module, layout)], project: project, swift: arguments.options["--swift"]) {
            case .files(let edited, let notes): (manifestFiles, manifestNotes) = (edited, notes)
            case .failed(let status): return status
            }
            let planned = (starter.map { [$0] } ?? []) + files
            let options = context.writeOptions(arguments)
            if !arguments.has("--no-build"), !options.dryRun,
               let failure = context.buildBeforeWriting(
                   planned, module: configured, layout: layout, options: options, templates: loader, project: project,
                   proof: context.compileProof(arguments, project: project), swift: arguments.options["--swift"],
                   destination: context.buildDestination(arguments)) {
                return failure
            }
            let status = context.write(planned + projectFiles + manifestFiles, options: options, since: start, lockingFolder: project.root).status
            if status == .success { context.console.report(manifestNotes) }
            return status
        })
}

extension CommandContext {
    /// `new` generates from its starter spec, so a different spec already at
    /// its path is an error (unless --force replaces it). The hint names the
    /// command that keeps it: --force would replace the spec and every
    /// implementation written from it.
    fileprivate func checkNoOtherSpec(
        at path: String, module: String, starter: PlannedFile, arguments: ParsedArguments
    ) throws(UsageError) {
        if let existing = try? system.readFile(path), existing != Array(starter.contents.utf8), !arguments.has("--force") {
            throw UsageError("\(path) already exists and differs from the starter spec",
                             hint: "generate module \(module) from it with `archgen generate \(path)`")
        }
    }

    /// `files` with each scaffold's `unedited` bytes: as the spec at
    /// `specPath` (which --force replaces) renders it, so that only a
    /// scaffold the user changed since is said to lose edits.
    fileprivate func markingUnedited(
        _ files: [PlannedFile], asRenderedFrom specPath: String, project: Project, arguments: ParsedArguments,
        loader: LayeredTemplateLoader
    ) -> [PlannedFile] {
        guard let replaced = loadSpec(at: specPath, style: nil, project: project).spec,
              let rendered = try? ModuleRenderer(loader: loader).render(
                  replaced, layout: project.layout(for: replaced, specPath: specPath, arguments: arguments)) else { return files }
        let before = Dictionary(rendered.map { ($0.path, Array($0.contents.utf8)) }, uniquingKeysWith: { first, _ in first })
        return files.map { file in
            var marked = file
            if file.ownership == .scaffold { marked.unedited = before[file.path] }
            return marked
        }
    }
}

extension CommandContext {
    /// Builds the module as it will be once `files` are written; nil when it
    /// builds (its warnings are shown) or the plan cannot be carried out (the
    /// writer reports why), else the exit status after printing why.
    func buildBeforeWriting(
        _ files: [PlannedFile], module spec: Spec, layout: ModuleLayout, options: WriteOptions,
        templates: LayeredTemplateLoader, project: Project, proof: CompileProof, swift: String?, destination: BuildDestination
    ) -> ExitCode? {
        let plan = FileWriter(fileSystem: system.fileSystem).plan(files, options: options)
        guard plan.errors.isEmpty else { return nil }
        let pending = Dictionary(plan.actions.filter(\.writes).map { ($0.path, $0.contents) }, uniquingKeysWith: { $1 })
        let module: SandboxModule
        do throws(Diagnostic) {
            var compiledExternals: [String: Set<String>] = [:]
            module = try sandboxModule(spec, layout: layout, project: project, pending: pending, compiledExternals: &compiledExternals)
        } catch {
            console.report([error])
            return .invalidInput
        }
        let specText = pending[spec.path] ?? String(decoding: (try? system.readFile(spec.path)) ?? [], as: UTF8.self)
        switch buildCheck(
            [module], specs: [specText] + sharedInputs(of: project, for: [module]), templates: templates, runTests: false,
            proof: proof, swift: swift, project: project, destination: destination) {
        case .success(let build):
            guard !build.built else {
                console.report(build.buildDiagnostics)
                return nil
            }
            // The errors are at the paths the files would have: say that those were not written.
            console.report(build.buildDiagnostics.map { diagnostic in
                guard let action = plan.actions.first(where: { $0.writes && $0.path == diagnostic.path }) else { return diagnostic }
                var marked = diagnostic
                let note = action.kind == .create
                    ? "not written: this is the file new would create" : "not written: these are the contents new would give this file"
                marked.hint = diagnostic.hint.map { $0 + "; " + note } ?? note
                return marked
            })
            console.printError("error: \(spec.module) does not compile; nothing was written (--no-build writes it anyway)")
            return .problemsFound
        case .failure(let error):
            console.report([Diagnostic(error)])
            return .environment
        }
    }
}

extension CommandSignature.Option {
    static let spec = CommandSignature.Option(name: "--spec", valueName: "FILE", help: "Generate from this spec")
}

extension CommandSignature.Flag {
    static let noBuild = CommandSignature.Flag(name: "--no-build", help: "Skip the build check")
}
