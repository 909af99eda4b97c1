import Foundation
import TestSupport
import XCTest

/// `check` in a package project, through the real binary: it builds the
/// team's own package (a copy of `Tests/Fixtures/Packages/LiteralTargets`
/// with a module `new` added), runs the module's tests, reports compile
/// errors at the real files, a module's target missing from the manifest or
/// at another folder as a manifest problem, and `--staged` builds what the
/// index holds. The package is made again in one fixed folder for every
/// test, so its build folder in the test cache stays warm.
final class PackageCheckBuildTests: XCTestCase {
    private static let root = FileManager.default.temporaryDirectory.appendingPathComponent("archgen-package-check-tests")
    private let package = PackageCheckBuildTests.root.appendingPathComponent("Shop")
    private let presenter = "Sources/Cart/CartPresenter.swift"
    private var git: URL!

    override func setUpWithError() throws {
        _ = try SwiftToolchain.requireSwift()
        git = try ScratchGitRepository.requireGit()
        try? FileManager.default.removeItem(at: package)
        try FileManager.default.createDirectory(at: Self.root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.directory.appendingPathComponent("Packages/LiteralTargets"), to: package)
        try FileManager.default.removeItem(at: package.appendingPathComponent("Package.swift.expected"))
        XCTAssertEqual(try run("new", "Cart", "--no-build").status, 0)
        try gitRun("init", "--quiet")
        try gitRun("add", ".")
        try gitRun("commit", "--quiet", "-m", "The shop")
    }

    private var environment: [String: String] {
        ScratchGitRepository.isolation.merging(["ARCHGEN_CACHE_DIR": Self.root.appendingPathComponent("cache").path, "NO_COLOR": "1"]) { $1 }
    }

    private func run(_ arguments: String...) throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments, in: package, environment: environment)
    }

    @discardableResult
    private func gitRun(_ arguments: String...) throws -> BinaryRunner.Result {
        let result = try BinaryRunner.run(git, arguments, in: package, environment: environment)
        XCTAssertEqual(result.status, 0, "git \(arguments.joined(separator: " ")): \(result.standardError)")
        return result
    }

    private func edit(_ path: String, _ change: (String) -> String) throws {
        let url = package.appendingPathComponent(path)
        try Data(change(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
    }

    /// The presenter with a line the compiler rejects at its end, and where the error is.
    private func breakPresenter() throws -> String {
        var line = 0
        try edit(presenter) { text in
            line = text.split(separator: "\n", omittingEmptySubsequences: false).count
            return text + "let broken: Int = \"x\"\n"
        }
        return "\(presenter):\(line):19: error: cannot convert value of type 'String' to specified type 'Int'"
    }

    /// In Swift 5 and Swift 6 language modes (the manifest's tools version), the tests run in Swift 6 (LanguageModeProof).
    func testCheckBuildsTheTeamsPackageAndRunsTheModulesTests() throws {
        for (toolsVersion, mode) in [("6.0", 6), ("5.9", 5)] {
            try edit("Package.swift") { $0.replacing(#/swift-tools-version:\d+\.\d+/#, with: "swift-tools-version:" + toolsVersion) }
            let check = try run("check")
            XCTAssertEqual(check.status, 0, toolsVersion + ": " + check.standardError)
            XCTAssertTrue(check.standardOutput.contains("check: 1 module up to date and built ("), check.standardOutput)
            guard LanguageModeProof.runsTests(mode) else { continue }
            let tests = try run("check", "--run-tests")
            XCTAssertEqual(tests.status, 0, toolsVersion + ": " + tests.standardError)
            // Cart's tests, not Core's: the module's test target is the one run.
            XCTAssertTrue(tests.standardOutput.contains("built and tested: 5 tests ran, 5 passed, 0 failed"), tests.standardOutput)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: package.appendingPathComponent(".build").path), "the package's .build is left alone")
    }

    func testACompileErrorIsReportedAtTheRealFile() throws {
        let error = try breakPresenter()
        let check = try run("check")
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.standardError.contains(error + "\nlet broken: Int = \"x\"\n                  ^\n"), check.standardError)
    }

    func testATargetMissingFromTheManifestIsAManifestProblem() throws {
        try edit("Package.swift") { text in
            text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("name: \"Cart\"") }.joined(separator: "\n")
        }
        let check = try run("check")
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.standardError, """
            Package.swift:11:14: error: the package has no target 'Cart' for the module's files in 'Sources/Cart'
                targets: [
                         ^
            hint: run `archgen generate` to add it

            """)
        XCTAssertTrue(check.standardOutput.hasPrefix(
            "check: 1 module checked, 1 problem: 1 package manifest problem ("),
            check.standardOutput)
    }

    func testATargetAtAnotherFolderIsAManifestProblem() throws {
        try edit("Package.swift") { $0.replacing(".target(name: \"Cart\", dependencies: [\"Core\"])", with: ".target(name: \"Cart\", dependencies: [\"Core\"], path: \"Sources/Basket\")") }
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/Basket"), withIntermediateDirectories: true)
        try Data("public let basket = 1\n".utf8).write(to: package.appendingPathComponent("Sources/Basket/Basket.swift"))
        let check = try run("check")
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.standardError.hasPrefix("""
            Package.swift:16:23: error: the package has a target 'Cart' at 'Sources/Basket', where archgen writes the module's files to 'Sources/Cart'
                    .target(name: "Cart", dependencies: ["Core"], path: "Sources/Basket"),
                                  ^
            hint: change the target's path to 'Sources/Cart', or set the folders in archgen.yml ('paths:') to the target's

            """), check.standardError)
    }

    /// A broken file staged and a fixed one in the working tree fails; the reverse passes.
    func testStagedBuildsTheIndexsContent() throws {
        let error = try breakPresenter()
        try gitRun("add", presenter)
        try gitRun("restore", "--worktree", "--source=HEAD", presenter)
        let brokenInIndex = try run("check", "--staged")
        XCTAssertEqual(brokenInIndex.status, 1, brokenInIndex.standardError)
        XCTAssertTrue(brokenInIndex.standardError.contains(error), brokenInIndex.standardError)
        XCTAssertEqual(try run("check").status, 0, "the working tree's file is fine")

        try gitRun("reset", "--quiet", "--", presenter)
        try edit(presenter) { $0 + "// Reviewed.\n" }
        try gitRun("add", presenter)
        _ = try breakPresenter()
        let fixedInIndex = try run("check", "--staged")
        XCTAssertEqual(fixedInIndex.status, 0, fixedInIndex.standardError)
        XCTAssertEqual(try run("check").status, 1, "the working tree's file is broken")
    }
}
