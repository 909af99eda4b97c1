/// Why a question to git got no answer: git is missing, the folder is not in
/// a repository, or git could not be started or failed.
package enum GitError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No executable `git` in the folders of PATH.
    case gitNotFound
    /// `folder` (`.` for the current folder) is not in a git work tree or
    /// repository (git's "not a git repository").
    case notARepository(folder: String)
    /// The process could not be started.
    case cannotRun(git: String, detail: String)
    /// git ran and failed: the command (`git rev-parse --show-toplevel`), its
    /// exit status and what it printed (trimmed).
    case failed(command: String, status: Int32, output: String)

    /// One sentence for the user, without `error: `.
    package var message: String {
        switch self {
        case .gitNotFound:
            return "git is not on PATH"
        case .notARepository(let folder):
            let subject = folder == "." ? "the current folder" : "'\(folder)'"
            return "\(subject) is not in a git repository"
        case .cannotRun(let git, let detail):
            return "cannot run git ('\(git)'): \(detail)"
        case .failed(let command, let status, let output):
            let said = output.isEmpty ? "" : ": " + output
            return "'\(command)' failed with exit status \(status)\(said)"
        }
    }

    /// What to do about it, when there is something to say.
    package var hint: String? {
        switch self {
        case .gitNotFound:
            return "install git, or add the folder that holds it to PATH"
        case .notARepository:
            return "run archgen inside your project's git repository ('git init' creates one)"
        case .cannotRun, .failed:
            return nil
        }
    }

    package var description: String {
        message
    }
}
