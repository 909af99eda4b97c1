import ArchGenKit
import Foundation
import TestSupport
import XCTest

/// `archgen hook install` through the real binary, in scratch repositories
/// made with the real git (skipped without git, except on CI), and the
/// installed hook run by `git commit`.
final class HookInstallCommandTests: XCTestCase {
    private var repository: ScratchGitRepository!

    override func setUpWithError() throws {
        repository = try ScratchGitRepository(git: try ScratchGitRepository.requireGit())
    }

    override func tearDown() {
        repository = nil
    }

    /// `archgen hook install` in `folder` below the top level, git isolated
    /// from the machine's configuration.
    private func install(in folder: String = ".", environment: [String: String] = [:]) throws -> BinaryRunner.Result {
        let directory = repository.url.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try BinaryRunner.run(
            ["hook", "install"], in: directory,
            environment: ScratchGitRepository.isolation.merging(["NO_COLOR": "1"].merging(environment) { $1 }) { $1 })
    }

    private var hookPath: String {
        repository.url.appendingPathComponent(".git/hooks/pre-commit").path
    }

    private func permissions(_ path: String) throws -> Int {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? -1
    }

    /// The elapsed time of a summary, `(12 ms)`, as `(TIME)`.
    private func timeless(_ text: String) -> String {
        text.replacing(try! Regex(#"\(\d+(\.\d)? m?s\)"#), with: "(TIME)")
    }

    func testInstallWritesAnExecutableHookAndASecondRunChangesNothing() throws {
        let first = try install()
        XCTAssertEqual(first.standardError, "")
        XCTAssertEqual(timeless(first.standardOutput), "create  .git/hooks/pre-commit\n1 created (TIME)\n")
        XCTAssertEqual(first.status, 0)
        XCTAssertEqual(try String(contentsOfFile: hookPath, encoding: .utf8), PreCommitHook.script)
        XCTAssertEqual(try permissions(hookPath), 0o755)
        XCTAssertTrue(PreCommitHook.script.hasPrefix("#!/bin/sh\n# Git pre-commit hook, written by `archgen hook install`.\n"))
        XCTAssertTrue(PreCommitHook.script.hasSuffix("\nexec archgen check --staged\n"))

        let second = try install()
        XCTAssertEqual(second.standardError, "")
        XCTAssertEqual(timeless(second.standardOutput), "unchanged  .git/hooks/pre-commit\n1 unchanged (TIME)\n")
        XCTAssertEqual(second.status, 0)
    }

    func testFromASubfolderTheHookGoesToTheRepositorysHooksFolder() throws {
        let result = try install(in: "App/Sources")
        XCTAssertEqual(timeless(result.standardOutput), "create  ../../.git/hooks/pre-commit\n1 created (TIME)\n")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(try String(contentsOfFile: hookPath, encoding: .utf8), PreCommitHook.script)
    }

    func testCoreHooksPathIsRespectedAndItsFolderCreated() throws {
        try repository.run("config", "core.hooksPath", "tools/hooks")
        let result = try install()
        XCTAssertEqual(timeless(result.standardOutput), "create  tools/hooks/pre-commit\n1 created (TIME)\n")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(try permissions(repository.url.appendingPathComponent("tools/hooks/pre-commit").path), 0o755)
        XCTAssertFalse(FileManager.default.fileExists(atPath: hookPath))
    }

    func testADifferentHookIsRefusedAndLeftUntouched() throws {
        let own = "#!/bin/sh\nmake lint\n"
        try repository.write(".git/hooks/pre-commit", own)
        XCTAssertEqual(chmod(hookPath, 0o700), 0)

        let result = try install()
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(result.standardError, """
            .git/hooks/pre-commit: error: a different pre-commit hook is already there; it was left as it is
            hint: to run archgen's check from your hook, add the line 'archgen check --staged || exit 1' to it; \
            or delete it and run 'archgen hook install' again

            """)
        XCTAssertEqual(result.status, 3)
        XCTAssertEqual(try String(contentsOfFile: hookPath, encoding: .utf8), own)
        XCTAssertEqual(try permissions(hookPath), 0o700)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: repository.url.appendingPathComponent(".git/hooks").path)
            .filter { $0.hasPrefix(".archgen-tmp") }, [])
    }

    func testOurHookWithoutItsExecuteBitIsRepaired() throws {
        try repository.write(".git/hooks/pre-commit", PreCommitHook.script)
        XCTAssertEqual(chmod(hookPath, 0o644), 0)
        let result = try install()
        XCTAssertEqual(timeless(result.standardOutput), "update  .git/hooks/pre-commit\n1 updated (TIME)\n")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(try permissions(hookPath), 0o755)
    }

    func testOutsideARepositoryIsAnEnvironmentError() throws {
        let outside = try ScratchDirectory()
        let parent = outside.url.resolvingSymlinksInPath().deletingLastPathComponent().path
        let result = try BinaryRunner.run(
            ["hook", "install"], in: outside.url,
            environment: ScratchGitRepository.isolation.merging(["GIT_CEILING_DIRECTORIES": parent]) { $1 })
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(result.standardError, """
            error: the current folder is not in a git repository
            hint: run archgen inside your project's git repository ('git init' creates one)

            """)
        XCTAssertEqual(result.status, 3)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.url.path), [])
    }

    func testWithoutGitOnPathIsAnEnvironmentError() throws {
        let result = try install(environment: ["PATH": "/nonexistent"])
        XCTAssertEqual(result.standardError, "error: git is not on PATH\nhint: install git, or add the folder that holds it to PATH\n")
        XCTAssertEqual(result.status, 3)
        XCTAssertFalse(FileManager.default.fileExists(atPath: hookPath))
    }

    func testHelp() throws {
        let result = try BinaryRunner.run(["help", "hook", "install"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.standardOutput.hasPrefix(
            "Write the repository's pre-commit hook, which runs 'archgen check --staged'\n\nusage: archgen hook install\n"),
            result.standardOutput)
        XCTAssertEqual(try BinaryRunner.run(["hook", "--help"]).standardOutput, try BinaryRunner.run(["help", "hook"]).standardOutput)
    }

    // MARK: The hook at work

    /// `git commit` of a change to one file, with `environment` (PATH: the
    /// hook's too); whether it succeeds is the hook's decision.
    private func commit(environment: [String: String]) throws -> BinaryRunner.Result {
        try repository.write("file.txt", "\(UUID())\n")
        try repository.run("add", "file.txt")
        return try repository.run("commit", "--quiet", "-m", "change", environment: environment, mayFail: true)
    }

    private func commitCount() throws -> Int {
        let count = try repository.run("rev-list", "--all", "--count", mayFail: true)
        return Int(count.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    func testTheHookRunsArchgenCheckStagedAndItsStatusDecidesTheCommit() throws {
        XCTAssertEqual(try install().status, 0)
        let bin = try ScratchDirectory()
        let arguments = bin.url.appendingPathComponent("arguments").path
        let fake = try bin.write("archgen", """
            #!/bin/sh
            echo "$@" > '\(arguments)'
            echo "archgen: 1 problem" >&2
            exit "$FAKE_STATUS"

            """)
        XCTAssertEqual(chmod(fake, 0o755), 0)
        let path = bin.url.path + ":/usr/bin:/bin"

        let passing = try commit(environment: ["PATH": path, "FAKE_STATUS": "0"])
        XCTAssertEqual(passing.status, 0, passing.standardError)
        XCTAssertEqual(try String(contentsOfFile: arguments, encoding: .utf8), "check --staged\n")
        XCTAssertEqual(try commitCount(), 1)

        let failing = try commit(environment: ["PATH": path, "FAKE_STATUS": "1"])
        XCTAssertNotEqual(failing.status, 0)
        XCTAssertEqual(failing.standardError, "archgen: 1 problem\n")
        XCTAssertEqual(try commitCount(), 1, "the failed check stopped the commit")
    }

    func testTheHookFailsWithAMessageWhenArchgenIsNotOnPath() throws {
        try XCTSkipIf(
            SwiftToolchain.executableOnPath("archgen", environment: ["PATH": "/usr/bin:/bin"]) != nil,
            "archgen is installed in /usr/bin or /bin")
        XCTAssertEqual(try install().status, 0)
        let result = try commit(environment: ["PATH": "/usr/bin:/bin"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertEqual(result.standardError, """
            pre-commit: 'archgen' is not on PATH, so the archgen check cannot run.
            pre-commit: install archgen (swift build -c release in its repository, then copy
            pre-commit: .build/release/archgen to a folder on PATH), or skip the check once
            pre-commit: with 'git commit --no-verify'.

            """)
        XCTAssertEqual(try commitCount(), 0)
    }
}
