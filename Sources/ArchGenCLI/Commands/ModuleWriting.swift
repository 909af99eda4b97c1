import ArchGenKit
import ArchGenSpec
import ArchGenTemplates

/// What `new` and `generate` share: the templates to render with, rendering,
/// and writing every file or none, with one line per file and a summary.
extension CommandContext {
    /// The built-in templates, or those of `--templates DIR` before them.
    func templateLoader(_ arguments: ParsedArguments) throws(UsageError) -> any TemplateLoader {
        let directory = arguments.options["--templates"]
        if let directory, !system.isDirectory(directory) {
            throw UsageError("templates folder '\(directory)' does not exist or is not a folder")
        }
        return BuiltinTemplates.loader(overridingWith: directory)
    }

    /// The files of every module; a template error is reported and gives nil.
    func render(_ modules: [(spec: Spec, layout: ModuleLayout)], with loader: any TemplateLoader) -> [PlannedFile]? {
        let renderer = ModuleRenderer(loader: loader)
        var files: [PlannedFile] = []
        for module in modules {
            do throws(TemplateError) {
                files += try renderer.render(module.spec, layout: module.layout)
            } catch {
                console.report([error.diagnostic])
                return nil
            }
        }
        return files
    }

    /// Plans `files`, writes them all (unless a dry run) and prints the report.
    /// Nothing is written when any file cannot be: exit 3.
    func write(_ files: [PlannedFile], options: WriteOptions, since start: ContinuousClock.Instant) -> ExitCode {
        let writer = FileWriter(fileSystem: system.fileSystem)
        let plan = writer.plan(files, options: options)
        if options.force {
            let warning = ActionReport.overwriteWarning(for: plan.actions)
            if !warning.isEmpty { console.printError(warning) }
        }
        let actions: [FileAction]
        do throws(WriteFailure) {
            actions = try writer.execute(plan, dryRun: options.dryRun)
        } catch {
            if !error.completed.isEmpty {
                console.print(ActionReport(actions: error.completed, elapsed: system.now() - start).text)
            }
            for failure in error.errors { console.printError("error: \(failure)") }
            return .environment
        }
        console.print(ActionReport(actions: actions, dryRun: options.dryRun, elapsed: system.now() - start).text)
        return .success
    }

    /// `--dry-run` and `--force`.
    func writeOptions(_ arguments: ParsedArguments) -> WriteOptions {
        WriteOptions(force: arguments.has("--force"), dryRun: arguments.has("--dry-run"))
    }

    /// `--platform`, checked.
    func platformOption(_ arguments: ParsedArguments) throws(UsageError) -> Platform? {
        try choiceOption(arguments, "--platform", "platform", Platform.self)
    }

    /// `--tests`, checked.
    func testsOption(_ arguments: ParsedArguments) throws(UsageError) -> TestFramework? {
        try choiceOption(arguments, "--tests", "test framework", TestFramework.self)
    }
}

extension CommandSignature.Option {
    static let platform = CommandSignature.Option(
        name: "--platform", valueName: "uikit|swiftui|none", help: "The view layer (overrides the spec's)")
    static let tests = CommandSignature.Option(
        name: "--tests", valueName: "xctest|swift-testing", help: "The test framework (overrides the spec's)")
    static let output = CommandSignature.Option(
        name: "--output", valueName: "DIR", help: "Where the module's sources go (default: <Module>/ beside the spec)")
    static let testsOutput = CommandSignature.Option(
        name: "--tests-output", valueName: "DIR", help: "Where its doubles and tests go (default: <Module>Tests/ beside the spec)")
}

extension CommandSignature.Flag {
    static let dryRun = CommandSignature.Flag(
        name: "--dry-run", help: "Print what would be created, updated or skipped (with diffs), write nothing")
    static let force = CommandSignature.Flag(
        name: "--force", help: "Overwrite scaffold files (edited ones are listed first)")
}
