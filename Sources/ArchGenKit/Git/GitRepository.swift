import ArchGenSource

/// The git repository around a folder, asked through the `git` command:
/// where its top level and hooks are, and which files are staged.
///
/// A small value: the path of `git`, the `ProcessRunner` that runs it, and
/// the folder git runs in (nil: the current folder). Every path it returns
/// is relative to that folder (or absolute, when git gives one), so it can
/// be used as it is, and compared with the paths archgen plans, which are
/// relative to the current folder too.
///
/// git inherits this process's environment: inside a git hook, `GIT_DIR`
/// and `GIT_INDEX_FILE` point it at the commit being made (the index of
/// `git commit -a` or of a partial commit), which is what `--staged` wants.
package struct GitRepository: Sendable {
    /// The `git` executable, a path.
    package var git: String
    package var runner: any ProcessRunner
    /// Where git runs, and what returned paths are relative to; nil: the current folder.
    package var directory: String?

    package init(git: String, runner: any ProcessRunner, directory: String? = nil) {
        self.git = git
        self.runner = runner
        self.directory = directory
    }

    /// With the first `git` in `path` (the value of PATH); throws
    /// `.gitNotFound` when there is none.
    package init(
        searching search: ExecutableSearch, path: String?, runner: any ProcessRunner, directory: String? = nil
    ) throws(GitError) {
        guard let git = search.find("git", path: path) else { throw .gitNotFound }
        self.init(git: git, runner: runner, directory: directory)
    }

    /// The repository's root folder, absolute (`git rev-parse --show-toplevel`).
    /// Throws `.notARepository` outside a repository, `.failed` in a bare one.
    package func topLevel() throws(GitError) -> String {
        try line(["rev-parse", "--show-toplevel"])
    }

    /// The folder git runs hooks from (`git rev-parse --git-path hooks`):
    /// `.git/hooks` at the top level, `../../.git/hooks` two folders below,
    /// the main repository's for a linked worktree, and `core.hooksPath`
    /// when it is set. The folder may not exist yet.
    package func hooksFolder() throws(GitError) -> String {
        try line(["rev-parse", "--git-path", "hooks"])
    }

    /// The files staged for commit: added, copied, modified, renamed or
    /// deleted in the index, compared with HEAD (with every file when there
    /// is no commit yet). Renames are listed as a deletion and an addition,
    /// so the module a file left is found as well as the one it joined.
    ///
    /// git names them from the top level; they are returned relative to the
    /// folder git runs in, with `..` for the files outside it: from `App/`,
    /// `App/SignIn/SignInPresenter.swift` is `SignIn/SignInPresenter.swift`
    /// and `Specs/SignIn.archgen` is `../Specs/SignIn.archgen`. In git's
    /// order (sorted by path from the top level); none is left out.
    package func stagedFiles() throws(GitError) -> [String] {
        let prefix = try line(["rev-parse", "--show-prefix"])
        let output = try run([
            "diff", "--cached", "--name-only", "-z", "--no-renames", "--no-relative", "--diff-filter=ACMRD",
        ])
        return output.split(separator: "\0").map { Path.relative(file: String($0), from: prefix) }
    }

    // MARK: Running git

    /// The last line git printed, without its newline: the answer of a
    /// `rev-parse` (its warnings, on the merged standard error, come first).
    func line(_ arguments: [String]) throws(GitError) -> String {
        var lines = try run(arguments).split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return String(lines.last ?? "")
    }

    /// What git printed; throws when it cannot start or fails.
    func run(_ arguments: [String]) throws(GitError) -> String {
        try result(arguments).output
    }

    /// How git ended, given `input`; throws when it cannot start or fails.
    func result(_ arguments: [String], input: [UInt8]? = nil) throws(GitError) -> ProcessResult {
        let result: ProcessResult
        do {
            result = try runner.run(git, arguments, in: directory, input: input)
        } catch {
            throw .cannotRun(git: git, detail: error.message)
        }
        guard result.succeeded else {
            if result.status == 128, result.output.contains("not a git repository") {
                throw .notARepository(folder: directory ?? ".")
            }
            var output = Substring(result.output)
            while output.last?.isWhitespace == true { output.removeLast() }
            while output.first?.isWhitespace == true { output.removeFirst() }
            throw .failed(
                command: (["git"] + arguments).joined(separator: " "), status: result.status, output: String(output))
        }
        return result
    }
}
