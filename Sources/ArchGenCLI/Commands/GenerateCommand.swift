import ArchGenKit
import ArchGenSpec

/// `archgen generate [SPEC...]`: brings modules up to date with their specs.
extension Command {
    static let generate = Command(
        name: "generate",
        summary: "Rewrite the generated files of specs (default: every spec under this folder)",
        signature: CommandSignature(
            flags: [.dryRun],
            options: [.style, .output, .testsOutput, .templates],
            positional: .init(name: "SPEC", minimum: 0, maximum: nil)),
        discussion: """
            Generated files (contract, entities, test doubles) are rewritten when their content changes. \
            Scaffold files (implementations, tests) that are missing are created; existing ones are never touched.
            Without SPEC, every *.archgen file under the current folder is used. A module's files go beside \
            its spec: sources in <Module>/, doubles and tests in <Module>Tests/.
            Nothing is written when any spec or template is invalid (exit 2) or any file cannot be written (exit 3).
            """,
        run: { arguments, context throws(UsageError) in
            let start = context.system.now()
            let style = try context.styleOption(arguments)
            let loader = try context.templateLoader(arguments)
            var paths = arguments.positionals
            if paths.isEmpty {
                paths = context.system.findFiles(".", ".archgen")
                guard !paths.isEmpty else {
                    throw UsageError("no specs found under this folder", hint: "pass a spec path, or create one with `archgen new <Module>`")
                }
            }
            let output = arguments.options["--output"], testsOutput = arguments.options["--tests-output"]
            if paths.count > 1 && (output != nil || testsOutput != nil) {
                throw UsageError("--output and --tests-output apply to one spec, not \(paths.count)")
            }
            var modules: [(spec: Spec, layout: ModuleLayout)] = []
            var valid = true
            for path in paths {
                let result = context.loadSpec(at: path, style: style)
                context.console.report(result.diagnostics)
                guard let spec = result.spec else {
                    valid = false
                    continue
                }
                let layout = ModuleLayout(
                    module: spec.module, base: ModuleLayout.folder(of: path), sources: output, tests: testsOutput)
                modules.append((spec, layout))
            }
            guard valid, let files = context.render(modules, with: loader) else { return .invalidInput }
            return context.write(files, options: WriteOptions(dryRun: arguments.has("--dry-run")), since: start).status
        })
}
