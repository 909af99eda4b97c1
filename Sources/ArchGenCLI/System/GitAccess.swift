import ArchGenKit

/// How commands reach git (`hook install`, `check --staged`): the `git` on
/// the environment's PATH, run through its `ProcessRunner` in the current
/// folder, so paths git gives are relative to the current folder.
extension CommandContext {
    /// The repository around the current folder; throws `.gitNotFound`
    /// when git is not on PATH (the repository itself is found when asked).
    func gitRepository() throws(GitError) -> GitRepository {
        try GitRepository(searching: system.executables, path: system.variables["PATH"], runner: system.processRunner)
    }
}

extension Console {
    /// `error: message` and its hint on stderr: git is missing, this is not
    /// a repository, git failed. The caller exits with `.environment`.
    func report(_ error: GitError) {
        printError("error: \(error.message)" + (error.hint.map { "\nhint: \($0)" } ?? ""))
    }
}
