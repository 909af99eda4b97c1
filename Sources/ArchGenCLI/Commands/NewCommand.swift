import ArchGenKit
import ArchGenSpec
import ArchGenTemplates

/// `archgen new <Module>`: a module from a spec, or from a starter spec it writes.
extension Command {
    static let new = Command(
        name: "new",
        summary: "Create a module, from --spec or from a starter spec it writes",
        signature: CommandSignature(
            flags: [.dryRun, .force, .noBuild],
            options: [.style, .spec, .platform, .tests, .output, .testsOutput, .templates],
            positional: .init(name: "Module", minimum: 0, maximum: 1)),
        discussion: """
            Without --spec, writes a starter spec <Module>.archgen (one event, one request, one result, one \
            route) and generates the module from it, so it can be edited and regenerated. With --spec, generates \
            from that spec; its module must match <Module>, which may then be omitted.
            Sources go to <Module>/ and doubles and tests to <Module>Tests/, beside the spec, or where \
            archgen.yml's paths say (--output and --tests-output move them). Without --spec the spec is written \
            beside --output, else to archgen.yml's first spec folder, else to the current folder; its style, \
            platform and tests are the options', else archgen.yml's defaults.
            Generated files (contract, entities, doubles) are rewritten when they change; scaffold files \
            (implementations, tests) are never overwritten without --force, which lists edited ones first.
            This version does not build the module yet (the build check comes later); --no-build is accepted.
            """,
        run: { arguments, context throws(UsageError) in
            let start = context.system.now()
            guard let project = context.project() else { return .invalidInput }
            let loader = try context.templateLoader(arguments, project: project)
            let starter: PlannedFile?
            let spec: Spec
            let specPath: String
            if let path = arguments.options["--spec"] {
                let result = context.loadSpec(at: path, style: try context.styleOption(arguments), project: project)
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
                let file = try context.starterSpec(
                    module, at: path, arguments: arguments, defaults: project.settings.defaults, loader: loader)
                try context.checkNoOtherSpec(at: path, module: module, starter: file.planned, arguments: arguments)
                (spec, specPath, starter) = (file.spec, path, file.planned)
            }
            var configured = spec
            configured.platform = try context.platformOption(arguments) ?? spec.platform
            configured.tests = try context.testsOption(arguments) ?? spec.tests
            let layout = project.layout(for: spec, specPath: specPath, arguments: arguments)
            guard let files = context.render([(configured, layout)], with: loader) else { return .invalidInput }
            return context.write((starter.map { [$0] } ?? []) + files, options: context.writeOptions(arguments), since: start).status
        })
}

extension CommandContext {
    /// `new` generates from its starter spec, so a different spec already at
    /// its path is an error (unless --force replaces it).
    fileprivate func checkNoOtherSpec(
        at path: String, module: String, starter: PlannedFile, arguments: ParsedArguments
    ) throws(UsageError) {
        if let existing = try? system.readFile(path), existing != Array(starter.contents.utf8), !arguments.has("--force") {
            throw UsageError("\(path) already exists and differs from the starter spec",
                             hint: "generate from it with `archgen new \(module) --spec \(path)`, or pass --force to replace it")
        }
    }
}

extension CommandSignature.Option {
    static let spec = CommandSignature.Option(name: "--spec", valueName: "FILE", help: "Generate from this spec")
}

extension CommandSignature.Flag {
    static let noBuild = CommandSignature.Flag(name: "--no-build", help: "Skip the build check (this version never builds)")
}
