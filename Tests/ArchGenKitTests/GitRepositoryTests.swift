import ArchGenKit
import XCTest

/// `GitRepository` against a scripted git: the commands it runs, how it
/// reads their output, the paths of staged files, and its errors.
final class GitRepositoryTests: XCTestCase {
    private let staged = ["diff", "--cached", "--name-only", "-z", "--no-renames", "--no-relative", "--diff-filter=ACMRD"]

    private func repository(_ runner: ScriptedProcessRunner, directory: String? = nil) -> GitRepository {
        GitRepository(git: "/usr/bin/git", runner: runner, directory: directory)
    }

    func testFindsGitOnPath() throws {
        let search = ExecutableSearch { $0 == "/opt/git/bin/git" }
        let found = try GitRepository(searching: search, path: "/usr/bin:/opt/git/bin", runner: ScriptedProcessRunner())
        XCTAssertEqual(found.git, "/opt/git/bin/git")
        XCTAssertNil(found.directory)
        XCTAssertThrowsError(try GitRepository(searching: search, path: "/usr/bin", runner: ScriptedProcessRunner())) {
            XCTAssertEqual($0 as? GitError, .gitNotFound)
        }
        XCTAssertThrowsError(try GitRepository(searching: search, path: nil, runner: ScriptedProcessRunner())) {
            XCTAssertEqual($0 as? GitError, .gitNotFound)
        }
    }

    func testTopLevelAndHooksFolderAreTheLastLineGitPrints() throws {
        let runner = ScriptedProcessRunner()
        runner.answer(["rev-parse", "--show-toplevel"], output: "/work/My App\n")
        runner.answer(["rev-parse", "--git-path", "hooks"], output: "warning: a warning on stderr\n../.git/hooks\n")
        let git = repository(runner, directory: "/work/My App/Sources")

        XCTAssertEqual(try git.topLevel(), "/work/My App")
        XCTAssertEqual(try git.hooksFolder(), "../.git/hooks")
        XCTAssertEqual(runner.calls, [
            .init(executable: "/usr/bin/git", arguments: ["rev-parse", "--show-toplevel"], directory: "/work/My App/Sources"),
            .init(executable: "/usr/bin/git", arguments: ["rev-parse", "--git-path", "hooks"], directory: "/work/My App/Sources"),
        ])
    }

    func testStagedFilesAtTheTopLevelAreGitsPaths() throws {
        let runner = ScriptedProcessRunner()
        runner.answer(["rev-parse", "--show-prefix"], output: "\n")
        runner.answer(staged, output: "Specs/SignIn.archgen\0SignIn/Sign In Presenter.swift\0archgen.yml\0")
        XCTAssertEqual(try repository(runner).stagedFiles(), [
            "Specs/SignIn.archgen", "SignIn/Sign In Presenter.swift", "archgen.yml",
        ])
    }

    func testStagedFilesFromASubfolderAreRelativeToIt() throws {
        let runner = ScriptedProcessRunner()
        runner.answer(["rev-parse", "--show-prefix"], output: "App/Modules/\n")
        runner.answer(staged, output: [
            "App/Modules/SignIn/SignInPresenter.swift", "App/Modules.archgen", "App/Other/X.swift",
            "Specs/SignIn.archgen", "App", "archgen.yml",
        ].joined(separator: "\0") + "\0")
        XCTAssertEqual(try repository(runner).stagedFiles(), [
            "SignIn/SignInPresenter.swift", "../Modules.archgen", "../Other/X.swift",
            "../../Specs/SignIn.archgen", "../../App", "../../archgen.yml",
        ])
    }

    func testNothingStaged() throws {
        let runner = ScriptedProcessRunner()
        runner.answer(["rev-parse", "--show-prefix"], output: "\n")
        runner.answer(staged, output: "")
        XCTAssertEqual(try repository(runner).stagedFiles(), [])
    }

    func testOutsideARepository() {
        let runner = ScriptedProcessRunner()
        let fatal = "fatal: not a git repository (or any of the parent directories): .git\n"
        runner.answer(["rev-parse", "--show-toplevel"], output: fatal, status: 128)
        runner.answer(["rev-parse", "--git-path", "hooks"], output: fatal, status: 128)
        runner.answer(["rev-parse", "--show-prefix"], output: fatal, status: 128)
        XCTAssertThrowsError(try repository(runner).topLevel()) {
            XCTAssertEqual($0 as? GitError, .notARepository(folder: "."))
        }
        XCTAssertThrowsError(try repository(runner, directory: "/tmp/x").hooksFolder()) {
            XCTAssertEqual($0 as? GitError, .notARepository(folder: "/tmp/x"))
        }
        XCTAssertThrowsError(try repository(runner).stagedFiles()) {
            XCTAssertEqual($0 as? GitError, .notARepository(folder: "."))
        }
    }

    func testAFailingGitIsReportedWithItsCommandStatusAndOutput() {
        let runner = ScriptedProcessRunner()
        runner.answer(["rev-parse", "--show-toplevel"], output: "fatal: this operation must be run in a work tree\n", status: 128)
        XCTAssertThrowsError(try repository(runner).topLevel()) {
            XCTAssertEqual($0 as? GitError, .failed(
                command: "git rev-parse --show-toplevel", status: 128,
                output: "fatal: this operation must be run in a work tree"))
        }
    }

    func testGitThatCannotStart() {
        let runner = ScriptedProcessRunner([
            ["rev-parse", "--show-toplevel"]: .failure(ProcessError(executable: "/usr/bin/git", message: "Permission denied")),
        ])
        XCTAssertThrowsError(try repository(runner).topLevel()) {
            XCTAssertEqual($0 as? GitError, .cannotRun(git: "/usr/bin/git", detail: "Permission denied"))
        }
    }

    func testMessagesAndHints() {
        XCTAssertEqual(GitError.gitNotFound.message, "git is not on PATH")
        XCTAssertEqual(GitError.gitNotFound.hint, "install git, or add the folder that holds it to PATH")
        XCTAssertEqual(GitError.notARepository(folder: ".").message, "the current folder is not in a git repository")
        XCTAssertEqual(GitError.notARepository(folder: "/tmp/x").message, "'/tmp/x' is not in a git repository")
        XCTAssertEqual(GitError.notARepository(folder: ".").hint,
                       "run archgen inside your project's git repository ('git init' creates one)")
        XCTAssertEqual(GitError.cannotRun(git: "/usr/bin/git", detail: "Permission denied").message,
                       "cannot run git ('/usr/bin/git'): Permission denied")
        XCTAssertEqual(GitError.failed(command: "git diff", status: 129, output: "usage: git diff").message,
                       "'git diff' failed with exit status 129: usage: git diff")
        XCTAssertEqual(GitError.failed(command: "git diff", status: 1, output: "").message,
                       "'git diff' failed with exit status 1")
        XCTAssertNil(GitError.failed(command: "git diff", status: 1, output: "").hint)
    }
}
