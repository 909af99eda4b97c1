import ArchGenKit
import ArchGenSource
import ArchGenSpec

/// The pipeline, as one call: the specs loaded and checked, their modules
/// rendered, the Xcode project and package manifest edits, scaffold
/// updates and orphans planned (`plan()`), then written (`write(_:)`).
/// `new` and `generate` are this, parsed and printed (`lint` stops after
/// the checks, `check` asks `render(_:)` for its modules' files); so is any
/// Swift program that wants the files a project's specs produce.
///
///     let generation = Generation(options: GenerationOptions(input: .specs([])))
///     let plan = generation.plan()   // plan.files, plan.notes, plan.diagnostics
///     let status = generation.write(plan)
public struct Generation {
    let context: CommandContext
    /// What it generates, and how.
    public let options: GenerationOptions

    /// A generation in the process's current folder (the project's, or one
    /// below it, as the command line's), reading and writing the real disk.
    public init(options: GenerationOptions) {
        self.init(system: .live, options: options)
    }

    /// A generation with `system`'s disk, output and clock: writing prints
    /// the file list and the notes to its output, as the command line does.
    /// Relative paths are the process's current folder's, which
    /// `system.currentDirectory` names.
    package init(system: SystemEnvironment, options: GenerationOptions) {
        self.init(context: CommandContext(system: system), options: options)
    }

    init(context: CommandContext, options: GenerationOptions) {
        self.context = context
        self.options = options
    }

    /// Everything to write and why, read from the disk now; writes nothing
    /// and prints nothing (the plan's diagnostics are for the caller to show).
    public func plan() -> GenerationPlan {
        var plan = GenerationPlan(start: context.system.now(), write: options.write)
        (plan.diagnostics, plan.failure, plan.usageError) = collecting { context throws(UsageError) in
            try GenerationPlanner(context: context, options: options).plan(into: &plan)
        }
        return plan
    }

    /// Runs `stage` with a context whose console collects its diagnostics:
    /// they, in order, with the stage's failure (`.invalidInput` for bad usage).
    func collecting(
        _ stage: (CommandContext) throws(UsageError) -> ExitCode?
    ) -> (diagnostics: [Diagnostic], failure: ExitCode?, usageError: UsageError?) {
        let collector = DiagnosticCollector()
        var collecting = context
        collecting.collector = collector
        do throws(UsageError) {
            let failure = try stage(collecting)
            return (collector.diagnostics, failure, nil)
        } catch {
            return (collector.diagnostics, .invalidInput, error)
        }
    }

    /// Writes `plan` (a new module proved to compile first, unless it has
    /// no build options or this is a dry run): every file or none, with one
    /// line per file and a summary, then the notes; its exit status.
    public func write(_ plan: GenerationPlan) -> ExitCode {
        if let failure = plan.failure { return failure }
        if let build = plan.build, !plan.write.dryRun, let failure = context.buildBeforeWriting(build, writing: plan.write) {
            return failure
        }
        let status = context.write(plan.files, options: plan.write, since: plan.start, lockingFolders: plan.lockingFolders).status
        if status == .success { context.console.report(plan.notes) }
        return status
    }

    /// What `new` and `generate` do once parsed: plan, print what planning
    /// found, write.
    func run() throws(UsageError) -> ExitCode {
        let plan = plan()
        context.console.report(plan.diagnostics)
        if let usageError = plan.usageError { throw usageError }
        return write(plan)
    }
}
