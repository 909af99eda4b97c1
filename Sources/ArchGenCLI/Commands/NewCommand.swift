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
            options: [.style, .spec, .platform, .tests, .output, .testsOutput, .templates, .swift],
            positional: .init(name: "Module", minimum: 0, maximum: 1)),
        discussion: """
            Without --spec, writes a starter spec <Module>.archgen (one event, one request, one result, one \
            route) and generates the module from it, so it can be edited and regenerated. With --spec, generates \
            from that spec; its module must match <Module>, which may then be omitted.
            Sources go to <Module>/ and doubles and tests to <Module>Tests/, beside the spec (--output and \
            --tests-output move them; without --spec the spec is written beside --output).
            Generated files (contract, entities, doubles) are rewritten when they change; scaffold files \
            (implementations, tests) are never overwritten without --force, which lists edited ones first.
            Before writing anything, the module (with its doubles and tests, and any files of it already on disk) \
            is built with `swift build` in a sandbox package in archgen's cache; when it does not compile, the \
            compiler's errors are printed and nothing is written (exit 1). --no-build and --dry-run skip the build.
            """,
        run: { arguments, context throws(UsageError) in
            let start = context.system.now()
            let loader = try context.templateLoader(arguments)
            let starter: PlannedFile?
            let spec: Spec
            let base: String
            if let specPath = arguments.options["--spec"] {
                let result = context.loadSpec(at: specPath, style: try context.styleOption(arguments))
                context.console.report(result.diagnostics)
                guard let loaded = result.spec else { return .invalidInput }
                if let module = arguments.positionals.first, module != loaded.module {
                    throw UsageError("\(specPath) describes module '\(loaded.module)', not '\(module)'",
                                     hint: "omit <Module> to use the spec's")
                }
                (spec, base, starter) = (loaded, ModuleLayout.folder(of: specPath), nil)
            } else {
                guard let module = arguments.positionals.first else {
                    throw UsageError("missing <Module>", hint: "write `archgen new SignIn`, or pass --spec FILE")
                }
                base = arguments.options["--output"].map(ModuleLayout.folder(of:)) ?? "."
                let file = try context.starterSpec(module, arguments: arguments, base: base, loader: loader)
                (spec, starter) = (file.spec, file.planned)
            }
            var configured = spec
            configured.platform = try context.platformOption(arguments) ?? spec.platform
            configured.tests = try context.testsOption(arguments) ?? spec.tests
            let layout = ModuleLayout(
                module: spec.module, base: base,
                sources: arguments.options["--output"], tests: arguments.options["--tests-output"])
            guard let files = context.render([(configured, layout)], with: loader) else { return .invalidInput }
            let planned = (starter.map { [$0] } ?? []) + files
            let options = context.writeOptions(arguments)
            if !arguments.has("--no-build"), !options.dryRun,
               let failure = context.buildBeforeWriting(planned, module: configured, layout: layout, options: options,
                                                        swift: arguments.options["--swift"]) {
                return failure
            }
            return context.write(planned, options: options, since: start).status
        })
}

extension CommandContext {
    /// The starter spec of `module`, rendered from `shared/StarterSpec` and validated.
    func starterSpec(
        _ module: String, arguments: ParsedArguments, base: String, loader: any TemplateLoader
    ) throws(UsageError) -> (spec: Spec, planned: PlannedFile) {
        guard SwiftIdentifier.isIdentifier(module) else {
            throw UsageError("'\(module)' is not a valid module name", hint: "use an UpperCamelCase Swift identifier, like SignIn")
        }
        let path = ModuleLayout.join(base, module + ".archgen")
        let values: TemplateObject = [
            "module": .string(module),
            "style": .string((try styleOption(arguments) ?? .viper).rawValue),
            "platform": .string((try platformOption(arguments) ?? .uikit).rawValue),
            "tests": .string((try testsOption(arguments) ?? .xctest).rawValue),
        ]
        let text: String
        do throws(TemplateError) {
            // A missing template is reported by the include, with the names that exist.
            let template = try Template(name: "new", text: "{% include \"shared/StarterSpec\" %}")
            text = try template.render(values, loader: loader)
        } catch {
            throw UsageError("the starter spec template cannot be rendered:\n" + error.rendered)
        }
        let result = SpecLoader().load(bytes: Array(text.utf8), path: path)
        guard let spec = result.spec else {
            throw UsageError("'\(module)' is not a valid module name: " + (result.errors.first?.message ?? "invalid"),
                             hint: result.errors.first?.hint)
        }
        if let existing = try? system.readFile(path), existing != Array(text.utf8), !arguments.has("--force") {
            throw UsageError("\(path) already exists and differs from the starter spec",
                             hint: "generate from it with `archgen new \(module) --spec \(path)`, or pass --force to replace it")
        }
        return (spec, PlannedFile(path: path, contents: text, ownership: .scaffold))
    }
}

extension CommandContext {
    /// Builds the module as it will be once `files` are written; nil when it
    /// builds (its warnings are shown) or the plan cannot be carried out (the
    /// writer reports why), else the exit status after printing why.
    func buildBeforeWriting(
        _ files: [PlannedFile], module spec: Spec, layout: ModuleLayout, options: WriteOptions, swift: String?
    ) -> ExitCode? {
        let plan = FileWriter(fileSystem: system.fileSystem).plan(files, options: options)
        guard plan.errors.isEmpty else { return nil }
        let pending = Dictionary(plan.actions.filter(\.writes).map { ($0.path, $0.contents) }, uniquingKeysWith: { $1 })
        let module: SandboxModule
        do throws(Diagnostic) {
            module = try sandboxModule(spec, layout: layout, pending: pending)
        } catch {
            console.report([error])
            return .invalidInput
        }
        switch buildCheck([module], runTests: false, swift: swift) {
        case .success(let build):
            console.report(build.buildDiagnostics)
            guard !build.built else { return nil }
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
