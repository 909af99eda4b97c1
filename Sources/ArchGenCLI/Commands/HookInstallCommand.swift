import ArchGenKit
import ArchGenSource
import ArchGenSpec

/// `archgen hook install` and the `hook` group: a git pre-commit hook that
/// runs `archgen check --staged`, for teams that do not use the pre-commit
/// framework (`.pre-commit-hooks.yaml` serves those).
///
/// The hook is written like a scaffold file that is never forced: created
/// when absent, `unchanged` when it is already archgen's (with its bits;
/// one that is not executable is updated), and otherwise left alone. A
/// different hook is the user's: archgen refuses, says how to add the check
/// to it, and writes nothing. That refusal, like git missing or the folder
/// not being in a repository, is a matter of the environment: exit 3.
extension Command {
    static let hook = Command.group(
        name: "hook",
        summary: "Install a git pre-commit hook that runs 'archgen check --staged'",
        subcommands: [.hookInstall])

    static let hookInstall = Command(
        name: "hook install",
        summary: "Write the repository's pre-commit hook, which runs 'archgen check --staged'",
        signature: CommandSignature(),
        discussion: """
            Writes <hooks folder>/\(PreCommitHook.fileName), an executable sh script: .git/hooks, or the folder
            core.hooksPath names, as 'git rev-parse --git-path hooks' gives it. Before each commit
            it runs '\(PreCommitHook.command)' and stops the commit when the check fails; it fails
            too when archgen is not on PATH. 'git commit --no-verify' skips it.
            A different hook that is already there is never replaced: add the line
            '\(PreCommitHook.line)' to it instead; when it is the pre-commit framework's,
            add archgen's hook to .pre-commit-config.yaml.
            Exit status: 0 (written, or already installed), 3 when another hook is there, git is
            not on PATH, the folder is not in a git repository, or the hooks folder is not writable.
            """,
        run: { _, context throws(UsageError) in installHook(context) })

    private static func installHook(_ context: CommandContext) -> ExitCode {
        let start = context.system.now()
        let hooksFolder: String
        do throws(GitError) {
            hooksFolder = try context.gitRepository().hooksFolder()
        } catch {
            context.console.report(error)
            return .environment
        }
        let hook = PlannedFile(
            path: PreCommitHook.path(in: hooksFolder), contents: PreCommitHook.script,
            ownership: .scaffold, permissions: .executable)
        let plan = FileWriter(fileSystem: context.system.fileSystem).plan([hook])
        if plan.actions.first?.kind == .skip, let existing = plan.actions.first?.oldContents,
           PreCommitHook.isThePreCommitFrameworks(existing) {
            context.console.report([Diagnostic(
                severity: .error, message: "this pre-commit hook is the pre-commit framework's; it was left as it is",
                path: hook.path,
                hint: "add archgen's hook to .pre-commit-config.yaml instead, then run 'pre-commit install' again:")])
            context.console.printError(PreCommitHook.frameworkConfiguration)
            return .environment
        }
        if plan.actions.first?.kind == .skip {
            context.console.report([Diagnostic(
                severity: .error, message: "a different pre-commit hook is already there; it was left as it is",
                path: hook.path,
                hint: "to run archgen's check from your hook, add the line '\(PreCommitHook.line)' to it;"
                    + " or delete it and run 'archgen hook install' again")])
            return .environment
        }
        return context.write([hook], options: WriteOptions(), since: start, lockingFolder: nil).status
    }
}
