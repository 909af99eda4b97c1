import ArchGenKit
import Foundation
import TestSupport
import XCTest

/// `GitRepository` with the real `git` in a scratch repository: skipped
/// without git, except on CI (`CI` set), where it fails.
final class GitRepositoryLiveTests: XCTestCase {
    private var repository: ScratchGitRepository!

    override func setUpWithError() throws {
        repository = try ScratchGitRepository(git: try ScratchGitRepository.requireGit())
    }

    override func tearDown() {
        repository = nil
    }

    /// The repository seen from `folder` below its top level (or any folder),
    /// with git isolated from the machine's configuration.
    private func git(in folder: String) throws -> GitRepository {
        let env = try XCTUnwrap(SwiftToolchain.executableOnPath("env"), "`env` is not on PATH")
        return GitRepository(
            git: repository.git.path,
            runner: EnvironmentProcessRunner(env: env.path, variables: ScratchGitRepository.isolation),
            directory: folder)
    }

    private func folder(_ path: String) throws -> String {
        let url = repository.url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    func testTopLevelFromTheTopAndFromASubfolder() throws {
        XCTAssertEqual(try git(in: repository.url.path).topLevel(), repository.url.path)
        XCTAssertEqual(try git(in: try folder("App/Sources")).topLevel(), repository.url.path)
    }

    func testHooksFolderIsRelativeToWhereGitRuns() throws {
        XCTAssertEqual(try git(in: repository.url.path).hooksFolder(), ".git/hooks")
        XCTAssertEqual(try git(in: try folder("App/Sources")).hooksFolder(), "../../.git/hooks")
    }

    func testHooksFolderFollowsCoreHooksPath() throws {
        try repository.run("config", "core.hooksPath", "tools/hooks")
        XCTAssertEqual(try git(in: repository.url.path).hooksFolder(), "tools/hooks")
        XCTAssertEqual(try git(in: try folder("App")).hooksFolder(), "../tools/hooks")
    }

    func testStagedFilesBeforeTheFirstCommit() throws {
        try repository.write("Specs/SignIn.archgen", "module: SignIn\n")
        try repository.write("SignIn/Sign In.swift", "// a space\n")
        try repository.write("notes.txt", "not staged\n")
        try repository.run("add", "Specs", "SignIn")
        XCTAssertEqual(try git(in: repository.url.path).stagedFiles(), ["SignIn/Sign In.swift", "Specs/SignIn.archgen"])
    }

    func testStagedChangesOfEveryKindFromTheTopAndFromASubfolder() throws {
        for name in ["App/SignIn/SignInPresenter.swift", "App/SignIn/SignInRouter.swift", "App/Old.swift",
                     "Specs/SignIn.archgen", "README.md"] {
            try repository.write(name, "// \(name)\n")
        }
        try repository.run("add", ".")
        try repository.run("commit", "--quiet", "-m", "first")

        try repository.write("App/SignIn/SignInPresenter.swift", "// changed\n")  // modified
        try repository.write("App/SignIn/SignInView.swift", "// new\n")           // added
        try repository.run("rm", "--quiet", "App/SignIn/SignInRouter.swift")    // deleted
        try repository.run("mv", "App/Old.swift", "App/New.swift")             // renamed
        try repository.write("README.md", "changed but not staged\n")
        try repository.run("add", "App")

        XCTAssertEqual(try git(in: repository.url.path).stagedFiles(), [
            "App/New.swift", "App/Old.swift", "App/SignIn/SignInPresenter.swift",
            "App/SignIn/SignInRouter.swift", "App/SignIn/SignInView.swift",
        ])
        XCTAssertEqual(try git(in: try folder("App/SignIn")).stagedFiles(), [
            "../New.swift", "../Old.swift", "SignInPresenter.swift", "SignInRouter.swift", "SignInView.swift",
        ])
        try repository.run("add", "Specs")  // unchanged: still not staged
        XCTAssertEqual(try git(in: try folder("Specs")).stagedFiles().count, 5)
    }

    func testOutsideARepository() throws {
        let outside = try ScratchDirectory()
        let parent = outside.url.resolvingSymlinksInPath().deletingLastPathComponent().path
        let env = try XCTUnwrap(SwiftToolchain.executableOnPath("env"))
        // git must not find a repository above the scratch folder either.
        let variables = ScratchGitRepository.isolation.merging(["GIT_CEILING_DIRECTORIES": parent]) { $1 }
        let git = GitRepository(
            git: repository.git.path, runner: EnvironmentProcessRunner(env: env.path, variables: variables),
            directory: outside.url.path)
        XCTAssertThrowsError(try git.topLevel()) {
            XCTAssertEqual($0 as? GitError, .notARepository(folder: outside.url.path))
        }
        XCTAssertThrowsError(try git.hooksFolder()) {
            XCTAssertEqual($0 as? GitError, .notARepository(folder: outside.url.path))
        }
        XCTAssertThrowsError(try git.stagedFiles()) {
            XCTAssertEqual($0 as? GitError, .notARepository(folder: outside.url.path))
        }
    }

    func testABareRepositoryHasHooksButNoTopLevel() throws {
        let bare = try folder("bare.git")
        try repository.run("init", "--quiet", "--bare", bare)
        XCTAssertEqual(try git(in: bare).hooksFolder(), "hooks")
        XCTAssertThrowsError(try git(in: bare).topLevel()) {
            guard case .failed(let command, let status, let output)? = $0 as? GitError else { return XCTFail("\($0)") }
            XCTAssertEqual(command, "git rev-parse --show-toplevel")
            XCTAssertEqual(status, 128)
            XCTAssertTrue(output.hasPrefix("fatal: "), output)
        }
    }
}
