import ArchGenKit
import ArchGenSpec

/// `archgen templates export DIR`: every built-in template to
/// `DIR/<name>.stencil`, through the `FileWriter`.
///
/// Exported templates are treated like scaffold files: written once, then
/// the user's. A file that is already there with other bytes is an edit and
/// is kept (`skip (exists)`) unless `--force` is given; one with the same
/// bytes is `unchanged`. Each file is written atomically.
extension Command {
    static let templatesExport = Command(
        name: "templates export",
        summary: "Copy the built-in templates into a folder, to customise them",
        signature: CommandSignature(
            flags: [
                .init(name: "--force", help: "Replace exported templates that were changed since"),
                .init(name: "--dry-run", help: "Show what would be written (with diffs); write nothing"),
            ],
            positional: .init(name: "DIR", minimum: 1, maximum: 1)),
        discussion: """
            Writes DIR/<name>.stencil for each built-in template (DIR/shared/TestDouble.stencil, ...)
            and prints one line per file. Pass the folder to other commands with --templates DIR;
            only the files you change need to stay there.
            Exit status: 0, 2 on bad usage, 3 when DIR cannot be written (a file, read-only).
            """,
        run: { arguments, context throws(UsageError) in
            let folder = arguments.positionals[0]
            guard !folder.isEmpty else { throw UsageError("DIR is empty; name the folder to export to") }
            return exportTemplates(
                to: folder,
                options: WriteOptions(force: arguments.has("--force"), dryRun: arguments.has("--dry-run")),
                context: context)
        })

    private static func exportTemplates(to folder: String, options: WriteOptions, context: CommandContext) -> ExitCode {
        let clock = ContinuousClock()
        let start = clock.now
        let files = BuiltinTemplates.names.map { name in
            PlannedFile(
                path: exportPath(of: name, in: folder), contents: BuiltinTemplates.texts[name]!, ownership: .scaffold)
        }
        let writer = FileWriter()
        let plan = writer.plan(files, options: options)
        if !options.dryRun, !plan.overwrites.isEmpty {
            context.console.printError(ActionReport.overwriteWarning(for: plan.overwrites))
        }
        let actions: [FileAction]
        do throws(WriteFailure) {
            actions = try writer.execute(plan, dryRun: options.dryRun)
        } catch {
            if !error.completed.isEmpty {
                context.console.print(ActionReport(actions: error.completed, elapsed: clock.now - start).text)
            }
            context.console.report(diagnostics(for: error.errors))
            return .environment
        }
        context.console.print(ActionReport(actions: actions, dryRun: options.dryRun, elapsed: clock.now - start).text)
        let kept = actions.filter { $0.kind == .skip }.count
        if kept == 1 {
            context.console.printError(
                "hint: 1 exported template differs from the built-in one and was kept; --force replaces it")
        } else if kept > 1 {
            context.console.printError(
                "hint: \(kept) exported templates differ from the built-in ones and were kept; --force replaces them")
        }
        return .success
    }

    /// `DIR/shared/TestDouble.stencil`; `DIR` keeps its spelling, without trailing slashes.
    static func exportPath(of name: String, in folder: String) -> String {
        var folder = folder
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        return (folder == "/" ? "" : folder) + "/" + name + ".stencil"
    }

    /// One diagnostic per problem; a folder that cannot be created or
    /// written fails every file below it the same way, and is reported once.
    private static func diagnostics(for errors: [WriteError]) -> [Diagnostic] {
        var folderProblems: Set<String> = []
        return errors.filter { error in
            switch error.reason {
            case .parentIsFile, .folderNotWritable, .createDirectoryFailed:
                folderProblems.insert(error.message).inserted
            default:
                true
            }
        }.map { Diagnostic(severity: .error, message: $0.message, path: $0.path) }
    }
}
