import Foundation
import TestSupport
import XCTest

/// `check` as pre-commit and CI run it, end to end: a real git repository
/// whose app lives in `ios/` (archgen.yml, Specs, Sources, Tests), the real
/// binary, the real `swift build`, the hook `archgen hook install` writes run
/// by `git commit`, and the pre-commit framework's call (its manifest's
/// entry with the staged files that match its `files:`, PRE_COMMIT set).
///
/// The repository is made again in one fixed folder for every test, so the
/// project's sandbox in the test cache stays warm: only the first build of
/// a run is a cold one.
final class CommitCheckBuildTests: XCTestCase {
    private static let root = FileManager.default.temporaryDirectory.appendingPathComponent("archgen-commit-tests")
    private let repository = CommitCheckBuildTests.root.appendingPathComponent("repository")
    private let cache = CommitCheckBuildTests.root.appendingPathComponent("cache")
    private var git: URL!

    override func setUpWithError() throws {
        _ = try SwiftToolchain.requireSwift()
        git = try ScratchGitRepository.requireGit()
        try? FileManager.default.removeItem(at: repository)
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("ios"), withIntermediateDirectories: true)
        try gitRun("init", "--quiet")
        XCTAssertEqual(try run("init", in: "ios").status, 0)
        XCTAssertEqual(try run("generate", in: "ios").status, 0)
        try gitRun("add", ".")
        try gitRun("commit", "--quiet", "-m", "The app")
    }

    // MARK: Running things in the repository

    /// What every process here sees: git without the machine's settings,
    /// the test cache, archgen on PATH (for the hook), no colour.
    private var environment: [String: String] {
        let path = BinaryRunner.executable.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        return ScratchGitRepository.isolation.merging(
            ["ARCHGEN_CACHE_DIR": cache.path, "PATH": path, "NO_COLOR": "1"]) { $1 }
    }

    private func run(
        _ arguments: String..., in folder: String = ".", environment extra: [String: String] = [:]
    ) throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments, in: repository.appendingPathComponent(folder), environment: environment.merging(extra) { $1 })
    }

    @discardableResult
    private func gitRun(_ arguments: String..., mayFail: Bool = false) throws -> BinaryRunner.Result {
        let result = try BinaryRunner.run(git, arguments, in: repository, environment: environment)
        if !mayFail { XCTAssertEqual(result.status, 0, "git \(arguments.joined(separator: " ")): \(result.standardError)") }
        return result
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
    }

    private func write(_ path: String, _ text: String) throws {
        let url = repository.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// `path` with `line` put after its first line containing `after`; the line number it got.
    @discardableResult
    private func insert(_ line: String, into path: String, after: String) throws -> Int {
        var lines = try read(path).components(separatedBy: "\n")
        let index = try XCTUnwrap(lines.firstIndex { $0.contains(after) }, "\(after) in \(path)")
        lines.insert(line, at: index + 1)
        try write(path, lines.joined(separator: "\n"))
        return index + 2
    }

    private var commitCount: Int {
        get throws {
            Int(try gitRun("rev-list", "--count", "HEAD").standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        }
    }

    /// `git commit` with the hook of `archgen hook install`: whether it was made, and what the hook printed.
    private func commitWithThePlainHook() throws -> (made: Bool, output: String) {
        XCTAssertEqual(try run("hook", "install").status, 0)
        let before = try commitCount
        let result = try gitRun("commit", "--quiet", "-m", "A change", mayFail: true)
        return (try commitCount == before + 1, result.standardOutput + result.standardError)
    }

    /// What the pre-commit framework runs for the `archgen-check` hook: the
    /// manifest's entry from the top level, with the staged files its
    /// `files:` pattern matches (it never passes deleted ones) and PRE_COMMIT set.
    private func checkAsThePreCommitFrameworkDoes() throws -> BinaryRunner.Result {
        let manifest = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let hook = try XCTUnwrap(manifest.components(separatedBy: "- id: ").first { $0.hasPrefix("archgen-check") })
        func value(_ key: String) throws -> String {
            let line = try XCTUnwrap(hook.components(separatedBy: "\n").first { $0.hasPrefix("  \(key): ") }, key)
            return String(line.dropFirst(key.count + 4)).trimmingCharacters(in: CharacterSet(charactersIn: "'"))
        }
        let pattern = try Regex(try value("files"))
        let staged = try gitRun("diff", "--cached", "--name-only", "--diff-filter=ACMRTUXB").standardOutput
            .split(separator: "\n").map(String.init).filter { $0.firstMatch(of: pattern) != nil }
        let entry = try value("entry").split(separator: " ").map(String.init)
        XCTAssertEqual(entry.first, "archgen")
        return try BinaryRunner.run(Array(entry.dropFirst()) + staged, in: repository, environment: environment.merging(["PRE_COMMIT": "1"]) { $1 })
    }

    // MARK: The index, not the working tree

    /// A drifted generated file is staged, then fixed in the working tree
    /// only: the commit would record the drift, so both hooks refuse it.
    func testADriftStagedButFixedOnlyInTheWorkingTreeStopsTheCommit() throws {
        let contract = "ios/Sources/Home/HomeContract.swift"
        let generated = try read(contract)
        try write(contract, generated + "// edited by hand\n")
        try gitRun("add", contract)
        try write(contract, generated)

        let workingTree = try run("check")
        XCTAssertEqual(workingTree.status, 0, "the working tree is fine: " + workingTree.standardError)
        let staged = try run("check", "--staged")
        XCTAssertEqual(staged.status, 1, staged.standardError)
        XCTAssertTrue(staged.standardError.contains(
            "\(contract):38:1: error: generated file differs from what Home.archgen generates\n// edited by hand\n^\n"
                + "hint: run `archgen generate ios/Specs/Home.archgen` to update it; edit the spec, not this file\n"),
            staged.standardError)
        XCTAssertTrue(staged.standardOutput.hasPrefix("check: 1 module checked, 1 problem: 1 drifted file"), staged.standardOutput)

        let framework = try checkAsThePreCommitFrameworkDoes()
        XCTAssertEqual(framework.status, 1, framework.standardError)
        XCTAssertEqual(framework.standardOutput.prefix(45), staged.standardOutput.prefix(45))
        let hook = try commitWithThePlainHook()
        XCTAssertFalse(hook.made, hook.output)
        XCTAssertTrue(hook.output.contains("1 drifted file"), hook.output)
    }

    /// A harmless change is staged while the working tree holds a compile
    /// error in another file of the module (and an untracked broken file):
    /// neither is committed, so neither may stop the commit.
    func testACompileErrorThatIsNotStagedDoesNotStopTheCommit() throws {
        try insert("    // Reviewed.", into: "ios/Sources/Home/HomePresenter.swift", after: "func refresh() {")
        try gitRun("add", "ios/Sources/Home/HomePresenter.swift")
        try insert("        let count: Int = \"many\"", into: "ios/Sources/Home/HomeInteractor.swift", after: "func refresh() {")
        try write("ios/Sources/Home/Scratch.swift", "let unfinished: Int = nil\n")

        let workingTree = try run("check")
        XCTAssertEqual(workingTree.status, 1, "the working tree does not build")
        XCTAssertTrue(workingTree.standardOutput.hasPrefix("check: 1 module checked, 2 problems: 2 compile errors"), workingTree.standardOutput)
        let staged = try run("check", "--staged")
        XCTAssertEqual(staged.status, 0, staged.standardError)
        XCTAssertTrue(staged.standardOutput.hasPrefix("check: 1 module up to date and built"), staged.standardOutput)

        let framework = try checkAsThePreCommitFrameworkDoes()
        XCTAssertEqual(framework.status, 0, framework.standardError)
        let hook = try commitWithThePlainHook()
        XCTAssertTrue(hook.made, hook.output)
    }

    /// A compile error staged in the app's folder, committed from the top
    /// level (where git runs hooks): found through ios/archgen.yml, reported
    /// at the user's file, and the commit stopped by both hooks.
    func testAStagedCompileErrorInASubfolderProjectStopsTheCommitFromTheTopLevel() throws {
        let presenter = "ios/Sources/Home/HomePresenter.swift"
        let line = try insert("        let count: Int = \"many\"", into: presenter, after: "func refresh() {")
        try gitRun("add", presenter)
        let expected = "\(presenter):\(line):26: error: cannot convert value of type 'String' to specified type 'Int'\n"

        let framework = try checkAsThePreCommitFrameworkDoes()
        XCTAssertEqual(framework.status, 1, framework.standardError)
        XCTAssertTrue(framework.standardError.contains(expected), framework.standardError)
        XCTAssertFalse(framework.standardError.contains("error: cancelled"), framework.standardError)
        let hook = try commitWithThePlainHook()
        XCTAssertFalse(hook.made, hook.output)
        XCTAssertTrue(hook.output.contains(expected), hook.output)
        XCTAssertTrue(hook.output.contains("check: 1 module checked, 1 problem: 1 compile error"), hook.output)
    }

    /// Committing files of no module (and no archgen file at all) is a quiet success for both hooks.
    func testACommitOfOtherFilesPassesQuietly() throws {
        try write("README.md", "# The app\n")
        try write("Tools/Generate.swift", "print(\"tools\")\n")
        try gitRun("add", "README.md", "Tools/Generate.swift")
        let framework = try checkAsThePreCommitFrameworkDoes()
        XCTAssertEqual(framework.status, 0, framework.standardError)
        XCTAssertEqual(framework.standardError, "")
        let hook = try commitWithThePlainHook()
        XCTAssertTrue(hook.made, hook.output)
        XCTAssertTrue(hook.output.hasPrefix("check: no module to check: none of the staged files is a spec"), hook.output)
    }

    // MARK: CI

    /// Annotations name files from the repository's top level wherever the
    /// check runs (git's top level, or GITHUB_WORKSPACE when set).
    func testGitHubAnnotationsNameFilesFromTheTopLevelInASubfolder() throws {
        let presenter = "ios/Sources/Home/HomePresenter.swift"
        let line = try insert("        let count: Int = \"many\"", into: presenter, after: "func refresh() {")
        let annotation = "::error file=\(presenter),line=\(line),col=26,title=archgen check%3A compile::"
            + "cannot convert value of type 'String' to specified type 'Int'\n"
        for folder in ["ios", "ios/Sources/Home"] {
            let result = try run("check", "--format", "github", in: folder)
            XCTAssertEqual(result.status, 1, result.standardError)
            XCTAssertTrue(result.standardOutput.contains(annotation), folder + ":\n" + result.standardOutput)
            XCTAssertFalse(result.standardOutput.contains("file=swift"), result.standardOutput)
        }
        let json = try run("check", "--format", "json", "--no-build", in: "ios", environment: ["GITHUB_WORKSPACE": repository.path])
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let modules = try XCTUnwrap(document["modules"] as? [[String: Any]])
        XCTAssertEqual(modules.first?["spec"] as? String, "ios/Specs/Home.archgen")
        XCTAssertEqual(modules.first?["project"] as? String, "ios/archgen.yml")
        let files = try XCTUnwrap(document["files"] as? [[String: Any]])
        XCTAssertTrue(files.allSatisfy { ($0["path"] as? String)?.hasPrefix("ios/") == true }, "\(files)")
    }

    /// A typo in a CI command is an error, not a check of nothing.
    func testAMissingPathIsInvalidInput() throws {
        let result = try run("check", "ios/Sources/Hom")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.hasPrefix("ios/Sources/Hom: error: no such file or folder\nhint: "), result.standardError)
        XCTAssertEqual(result.standardOutput, "check: 1 problem: 1 path that selects nothing\n")
        let github = try run("check", "Specs/Nope.archgen", "--format", "github", in: "ios")
        XCTAssertEqual(github.status, 2)
        XCTAssertTrue(github.standardOutput.hasPrefix(
            "::error file=ios/Specs/Nope.archgen,title=archgen check%3A selection::no such file or folder"), github.standardOutput)
    }

    // MARK: Several projects

    /// Two projects in one repository: both found from the top level, each
    /// module built in its own project's sandbox, in one run.
    func testEveryProjectBelowTheTopLevelIsCheckedInOneRun() throws {
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("watch"), withIntermediateDirectories: true)
        XCTAssertEqual(try run("init", "Glance", "--platform", "none", in: "watch").status, 0)
        XCTAssertEqual(try run("generate", in: "watch").status, 0)
        try insert("        let count: Int = \"many\"", into: "watch/Sources/Glance/GlancePresenter.swift", after: "func refresh() {")
        let result = try run("check", "--format", "json")
        XCTAssertEqual(result.status, 1, result.standardError)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let modules = try XCTUnwrap(document["modules"] as? [[String: Any]])
        XCTAssertEqual(modules.map { $0["project"] as? String }, ["ios/archgen.yml", "watch/archgen.yml"])
        let diagnostics = try XCTUnwrap(document["diagnostics"] as? [[String: Any]]).filter { $0["severity"] as? String == "error" }
        XCTAssertEqual(diagnostics.map { $0["path"] as? String }, ["watch/Sources/Glance/GlancePresenter.swift"])
    }
}
