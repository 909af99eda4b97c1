import Foundation
import TestSupport
import XCTest

/// Which modules `check` looks at, through the real binary (without the
/// build): files named on the command line, archgen.yml, `--staged`.
final class CheckSelectionCommandTests: XCTestCase {
    private var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
    }

    private func run(_ arguments: String...) throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments, in: scratch.url, environment: ScratchGitRepository.isolation)
    }

    private func edit(_ path: String, appending text: String) throws {
        let url = scratch.url.appendingPathComponent(path)
        try Data((String(contentsOf: url, encoding: .utf8) + text).utf8).write(to: url)
    }

    /// A project with archgen.yml and two modules, Home and Profile, up to date.
    private func makeProject() throws {
        XCTAssertEqual(try run("init").status, 0)
        XCTAssertEqual(try run("new", "Profile", "--no-build").status, 0)
        XCTAssertEqual(try run("generate").status, 0)
    }

    private func checkedModules(_ result: BinaryRunner.Result) -> String {
        String(result.standardOutput.split(separator: ":").dropFirst().first ?? "")
    }

    func testAFileSelectsTheModuleThatHoldsIt() throws {
        try makeProject()
        try edit("Sources/Home/HomeContract.swift", appending: "// drift\n")
        let home = try run("check", "--no-build", "Sources/Home/HomePresenter.swift")
        XCTAssertEqual(home.status, 1, home.standardError)
        XCTAssertTrue(home.standardOutput.hasPrefix("check: 1 module checked, 1 problem: 1 drifted file"), home.standardOutput)
        let profile = try run("check", "--no-build", "./Tests/ProfileTests/ProfilePresenterTests.swift")
        XCTAssertEqual(profile.status, 0, profile.standardError)
        XCTAssertTrue(profile.standardOutput.hasPrefix("check: 1 module up to date (build skipped: --no-build)"), profile.standardOutput)
        let unnormalised = try run("check", "--no-build", "Specs/../Tests/ProfileTests/ProfilePresenterTests.swift")
        XCTAssertEqual(unnormalised.status, 0, unnormalised.standardError)
        XCTAssertTrue(unnormalised.standardOutput.hasPrefix("check: 1 module up to date"), unnormalised.standardOutput)
    }

    /// A typo in a CI command must not pass forever: every path named must select something.
    func testAPathThatSelectsNothingIsInvalidInput() throws {
        try makeProject()
        try scratch.write("README.md", "# App\n")
        try scratch.write("Docs/notes.txt", "notes\n")
        let result = try run("check", "--no-build", "Nope.swift", "Docs", "README.md", "Specs/Home.archgen")
        XCTAssertEqual(result.status, 2)
        let hint = "hint: name a spec (.archgen), a file or folder of a module, or an archgen.yml; "
            + "`archgen check` alone checks every spec of the projects here"
        XCTAssertEqual(result.standardError, """
            Nope.swift: error: no such file or folder
            \(hint)
            Docs: error: selects no module: no spec is below this folder, and no module's files are in it
            \(hint)
            README.md: error: selects no module: this file is in no module's folders
            \(hint); a commit's file list may hold other files: with --staged, or in the pre-commit framework, they are passed over

            """)
        XCTAssertEqual(result.standardOutput, "check: 3 problems: 3 paths that select nothing\n")
    }

    /// The pre-commit framework (which sets PRE_COMMIT) passes a commit's
    /// files: those of no module are passed over, and only such files is a quiet success.
    func testACommitsFileListMayHoldFilesOfNoModule() throws {
        try makeProject()
        try scratch.write("README.md", "# App\n")
        try scratch.write("Tools/Script.swift", "print(1)\n")
        func run(_ arguments: String...) throws -> BinaryRunner.Result {
            try BinaryRunner.run(arguments, in: scratch.url, environment: ["PRE_COMMIT": "1"])
        }
        let unrelated = try run("check", "--no-build", "README.md", "Tools/Script.swift")
        XCTAssertEqual(unrelated.status, 0, unrelated.standardError)
        XCTAssertEqual(unrelated.standardError, "")
        XCTAssertTrue(unrelated.standardOutput.hasPrefix(
            "check: no module to check: none of these files is a spec, archgen.yml or a module's file"), unrelated.standardOutput)
        let mixed = try run("check", "--no-build", "README.md", "Sources/Home/HomePresenter.swift")
        XCTAssertEqual(mixed.status, 0, mixed.standardError)
        XCTAssertTrue(mixed.standardOutput.hasPrefix("check: 1 module up to date"), mixed.standardOutput)
        let missing = try run("check", "--no-build", "Nope.swift")
        XCTAssertEqual(missing.status, 2, "a path that is nowhere is an error even in a commit's list")
    }

    /// A folder selects the specs below it and the modules whose folders it holds or is in.
    func testAFolderSelectsItsSpecsAndModules() throws {
        try makeProject()
        for (folder, count) in [("Specs", 2), ("Sources", 2), ("Sources/Home", 1), ("Tests/ProfileTests", 1), (".", 2)] {
            let result = try run("check", "--no-build", folder)
            XCTAssertEqual(result.status, 0, folder + ": " + result.standardError)
            XCTAssertTrue(result.standardOutput.hasPrefix("check: \(count) module"), folder + ": " + result.standardOutput)
        }
    }

    /// Named from inside a module's folder, below archgen.yml's, a path is taken from there.
    func testAPathNamedFromAModulesFolderSelectsItsModule() throws {
        try makeProject()
        let home = scratch.url.appendingPathComponent("Sources/Home")
        for path in [".", "HomePresenter.swift", "../Home", "../Profile/ProfilePresenter.swift"] {
            let result = try BinaryRunner.run(["check", "--no-build", path], in: home, environment: ScratchGitRepository.isolation)
            XCTAssertEqual(result.status, 0, path + ": " + result.standardError)
            XCTAssertTrue(result.standardOutput.hasPrefix("check: 1 module up to date (build skipped: --no-build)"), path + ": " + result.standardOutput)
        }
    }

    func testArchgenYmlSelectsEveryModule() throws {
        try makeProject()
        let result = try run("check", "--no-build", "archgen.yml")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.hasPrefix("check: 2 modules up to date"), result.standardOutput)
    }

    func testStagedChecksTheModulesWithStagedFiles() throws {
        let git = try ScratchGitRepository.requireGit()
        try makeProject()
        func gitRun(_ arguments: String...) throws {
            let result = try BinaryRunner.run(git, arguments, in: scratch.url, environment: ScratchGitRepository.isolation)
            XCTAssertEqual(result.status, 0, result.standardError)
        }
        try gitRun("init", "--quiet")
        try gitRun("add", ".")
        try gitRun("commit", "--quiet", "-m", "modules")
        let nothing = try run("check", "--staged", "--no-build")
        XCTAssertEqual(nothing.status, 0, nothing.standardError)
        XCTAssertTrue(nothing.standardOutput.hasPrefix(
            "check: no module to check: none of the staged files is a spec, archgen.yml or a module's file"), nothing.standardOutput)

        // Home drifts, unstaged; a change to Profile is staged: only Profile is checked.
        try edit("Sources/Home/HomeContract.swift", appending: "// drift\n")
        try edit("Sources/Profile/ProfilePresenter.swift", appending: "// reviewed\n")
        try gitRun("add", "Sources/Profile/ProfilePresenter.swift")
        let profile = try run("check", "--staged", "--no-build")
        XCTAssertEqual(profile.status, 0, profile.standardError)
        XCTAssertTrue(profile.standardOutput.hasPrefix("check: 1 module up to date"), profile.standardOutput)

        try gitRun("add", "Sources/Home/HomeContract.swift")
        let both = try run("check", "--staged", "--no-build", "--format", "json")
        XCTAssertEqual(both.status, 1, both.standardError)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(both.standardOutput.utf8)) as? [String: Any])
        let modules = try XCTUnwrap(document["modules"] as? [[String: Any]])
        XCTAssertEqual(modules.compactMap { $0["module"] as? String }, ["Home", "Profile"])
    }

    func testStagedOutsideARepositoryIsAnEnvironmentError() throws {
        _ = try ScratchGitRepository.requireGit()
        try makeProject()
        let result = try BinaryRunner.run(
            ["check", "--staged", "--no-build"], in: scratch.url,
            environment: ScratchGitRepository.isolation.merging(["GIT_CEILING_DIRECTORIES": scratch.url.deletingLastPathComponent().path]) { $1 })
        XCTAssertEqual(result.status, 3)
        XCTAssertTrue(result.standardError.hasPrefix("git: error: "), result.standardError)
    }
}
