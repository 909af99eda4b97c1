import ArchGenKit
import ArchGenSpec

/// `archgen generate [SPEC...]`: brings modules up to date with their specs.
extension Command {
    static let generate = Command(
        name: "generate",
        summary: "Rewrite the generated files of specs (default: every spec of the project)",
        signature: CommandSignature(
            flags: [.dryRun],
            options: [.style, .output, .testsOutput, .templates],
            positional: .init(name: "SPEC", minimum: 0, maximum: nil)),
        discussion: """
            Generated files (contract, entities, test doubles) are rewritten when their content changes. \
            Scaffold files (implementations, tests) that are missing are created; existing ones are never touched.
            Without SPEC, every spec of the project is used: each *.archgen file under archgen.yml's spec \
            folders, or under the current folder without archgen.yml. A module's files go where archgen.yml's \
            paths say, or beside its spec: sources in <Module>/, doubles and tests in <Module>Tests/. \
            archgen.yml's defaults apply to what a spec leaves out, and its templates folder when --templates is not given.
            Nothing is written when any spec or template is invalid, or two specs describe one module (exit 2), \
            or any file cannot be written (exit 3).
            """,
        run: { arguments, context throws(UsageError) in
            let start = context.system.now()
            let style = try context.styleOption(arguments)
            guard let project = context.project() else { return .invalidInput }
            let loader = try context.templateLoader(arguments, project: project)
            var paths = arguments.positionals
            if paths.isEmpty {
                paths = project.specPaths(context.system)
                guard !paths.isEmpty else { throw project.noSpecsFound }
            }
            if paths.count > 1 && (arguments.options["--output"] != nil || arguments.options["--tests-output"] != nil) {
                throw UsageError("--output and --tests-output apply to one spec, not \(paths.count)")
            }
            var modules: [(spec: Spec, layout: ModuleLayout)] = []
            var valid = true
            let results = paths.concurrentMap { path in context.loadSpec(at: path, style: style, project: project) }
            for (path, result) in zip(paths, results) {
                context.console.report(result.diagnostics)
                guard let spec = result.spec else {
                    valid = false
                    continue
                }
                modules.append((spec, project.layout(for: spec, specPath: path, arguments: arguments)))
            }
            let clashes = CommandContext.moduleNameClashes(modules.map(\.spec))
            context.console.report(clashes)
            guard valid, clashes.isEmpty, let files = context.render(modules, with: loader),
                  let projectFiles = context.xcodeProjectFiles(adding: files, layouts: modules.map(\.layout), project: project) else {
                return .invalidInput
            }
            return context.write(
                files + projectFiles, options: WriteOptions(dryRun: arguments.has("--dry-run")), since: start,
                lockingFolder: project.root).status
        })
}
