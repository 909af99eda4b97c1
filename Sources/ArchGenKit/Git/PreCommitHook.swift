/// The git pre-commit hook `archgen hook install` writes: a POSIX `sh`
/// script that runs `archgen check --staged` and says so in a comment.
///
/// When `archgen` is not on the PATH the hook runs with (a git GUI may
/// give hooks a shorter one), it says so and fails, so a commit is never
/// made unchecked without the user knowing; `git commit --no-verify` skips it.
public enum PreCommitHook {
    /// The file name git runs before a commit.
    public static let fileName = "pre-commit"

    /// What the hook runs; also the line to add to a hook of one's own.
    public static let command = "archgen check --staged"

    /// The line to add to an existing hook so that it runs archgen's check
    /// and stops the commit when the check fails.
    public static let line = command + " || exit 1"

    /// `hooks/pre-commit` for the hooks folder `hooks`.
    public static func path(in hooksFolder: String) -> String {
        ModuleLayout.join(hooksFolder, fileName)
    }

    /// The script, written with permissions `.executable`.
    public static let script = """
        #!/bin/sh
        # Git pre-commit hook, written by `archgen hook install`.
        #
        # Before each commit it runs `\(command)`: the archgen modules whose
        # spec or files are staged are validated, compared with what their specs
        # generate, and built. A problem stops the commit, and archgen's report
        # above says what to fix. `git commit --no-verify` skips the check once;
        # deleting this file removes it. To run the check from a hook of your
        # own instead, add the line `\(line)` to that hook.

        if ! command -v archgen >/dev/null 2>&1; then
            echo "pre-commit: 'archgen' is not on PATH, so the archgen check cannot run." >&2
            echo "pre-commit: install archgen (swift build -c release in its repository, then copy" >&2
            echo "pre-commit: .build/release/archgen to a folder on PATH), or skip the check once" >&2
            echo "pre-commit: with 'git commit --no-verify'." >&2
            exit 1
        fi

        exec \(command)

        """
}
