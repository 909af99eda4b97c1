import ArchGenKit
import ArchGenSpec

/// `archgen dump SPEC` (the validated model as JSON) and `archgen dump --yaml FILE`
/// (the raw syntax tree as JSON).
extension Command {
    static let dump = Command(
        name: "dump",
        summary: "Print a spec's validated model, or with --yaml its raw syntax tree, as JSON",
        signature: DumpOptions.signature,
        discussion: """
            The model shows every member split into its parts (labels, names, types, effects), with \
            archgen.yml's defaults applied to what the spec leaves out, and ends with the module's files: \
            where each goes (archgen.yml's paths and files) and whether it is generated or scaffold.
            Exit status: 0, or 2 when the spec is invalid (its diagnostics are printed instead).
            """,
        run: { arguments, context throws(UsageError) in
            let options = DumpOptions(arguments)
            let path = options.path
            if options.yaml {
                return dumpTree(path: path, context: context)
            }
            let style = try context.styleOption(options.style)
            guard let project = context.project() else { return .invalidInput }
            let result = context.loadSpec(at: path, style: style, project: project)
            context.console.report(result.diagnostics)
            guard let spec = result.spec else { return .invalidInput }
            let files = ModuleRenderer.filePaths(of: spec, layout: project.layout(for: spec, specPath: path))
            context.console.print(SpecJSON.json(spec, files: files).rendered())
            return .success
        })

    private static func dumpTree(path: String, context: CommandContext) -> ExitCode {
        guard let bytes = context.readSource(at: path) else {
            context.console.report([context.fileError(at: path)])
            return .invalidInput
        }
        do {
            context.console.print(TreeJSON.json(try SpecLoader.parseTree(bytes: bytes, path: path)).rendered())
            return .success
        } catch {
            context.console.report([error])
            return .invalidInput
        }
    }
}
