import ArchGenKit
import ArchGenSource
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// A check reuses the last successful build when nothing it depends on
/// changed, and builds again when anything did: a module's source or test
/// file, its `external` Swift, the language mode, its spec, the templates,
/// the toolchain.
final class BuildReuseTests: XCTestCase {
    private var scratch: ScratchDirectory!
    private var runner: ScriptedProcessRunner!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
        runner = ScriptedProcessRunner()
        runner.answer(build, output: "\(packagePath)/Sources/SignIn/P.swift:1:5: warning: never used\nBuild complete!\n")
        runner.answer(test, output: "Test Suite 'All tests' passed\n")
    }

    private var sandbox: SandboxDirectory { SandboxDirectory(path: scratch.url.path + "/sandbox") }
    private var packagePath: String { sandbox.packagePath }
    private var build: [String] { ["build", "--build-tests", "--package-path", packagePath] }
    private var test: [String] { ["test", "--skip-build", "--package-path", packagePath] }
    private var builds: Int { runner.calls.filter { $0.arguments == build }.count }

    private static func module(source: String = "let a = 1\n", test: String = "import XCTest\n", external: String? = nil) -> SandboxModule {
        SandboxModule(
            name: "SignIn", appModule: "App",
            sources: [.init(path: "SignIn/P.swift", name: "P.swift", contents: source)],
            tests: [.init(path: "SignInTests/T.swift", name: "T.swift", contents: test)],
            external: external.map { text in
                var source = MappedSource()
                source.append(text, from: SourcePlace(path: "SignIn.archgen", location: SourceLocation(line: 3, column: 5), keepsColumns: false))
                return source
            })
    }

    private static let package = SandboxPackage(modules: [module()])
    private static let inputs = BuildInputs(specs: ["module: SignIn\n"], templates: "templates-1", toolchain: "swift-1")

    private func check(_ package: SandboxPackage = package, _ inputs: BuildInputs = inputs, runTests: Bool = false) throws -> BuildCheckResult {
        let checker = BuildChecker(swift: "/usr/bin/swift", runner: runner, sandbox: sandbox,
                                   now: { ContinuousClock.now }, readFile: { _ in nil })
        return try checker.check(package, inputs: inputs, runTests: runTests) { _ in }
    }

    func testASecondCheckOfTheSameInputsReusesTheBuildAndItsWarnings() throws {
        let first = try check()
        let second = try check()
        XCTAssertEqual(builds, 1)
        XCTAssertFalse(first.reused)
        XCTAssertTrue(second.reused)
        XCTAssertTrue(second.built)
        XCTAssertEqual(second.buildDiagnostics, first.buildDiagnostics)
        XCTAssertEqual(second.buildDiagnostics.map(\.message), ["never used"])
    }

    func testTestsStillRunOnAReusedBuild() throws {
        _ = try check()
        let result = try check(runTests: true)
        XCTAssertTrue(result.reused)
        XCTAssertEqual(result.testsPassed, true)
        XCTAssertEqual(runner.calls.map(\.arguments), [build, test])
    }

    func testAnyChangeToWhatTheBuildDependsOnBuildsAgain() throws {
        let base = (Self.package, Self.inputs)
        var changes: [(String, SandboxPackage, BuildInputs)] = []
        func changed(_ name: String, module: SandboxModule? = nil, languageMode: Int = 6, _ edit: (inout BuildInputs) -> Void = { _ in }) {
            var inputs = Self.inputs
            edit(&inputs)
            changes.append((name, SandboxPackage(modules: [module ?? Self.module()], languageMode: languageMode), inputs))
        }
        changed("a source file", module: Self.module(source: "let a = 2\n"))
        changed("a test file", module: Self.module(test: "import XCTest\n// more\n"))
        var added = Self.module()
        added.sources.append(.init(path: "SignIn/Q.swift", name: "Q.swift", contents: ""))
        changed("a new file", module: added)
        changed("the external Swift", module: Self.module(external: "protocol Fetcher {}"))
        changed("the language mode", languageMode: 5)
        changed("the spec") { $0.specs = ["module: SignIn\n# note\n"] }
        changed("the templates") { $0.templates = "templates-2" }
        changed("the toolchain") { $0.toolchain = "swift-2" }
        _ = try check(base.0, base.1)
        for (name, package, inputs) in changes {
            let before = builds
            XCTAssertFalse(try check(package, inputs).reused, name)
            XCTAssertEqual(builds, before + 1, "a change of \(name) must build")
            XCTAssertTrue(try check(base.0, base.1).reused, "back from a change of \(name): the earlier build is kept")
            XCTAssertEqual(builds, before + 1)
            XCTAssertFalse(try check(base.0, base.1, runTests: true).reused, "the tests run on the last build only")
            XCTAssertEqual(builds, before + 2)
        }
    }

    /// A subset of the modules, then every module, then the subset again:
    /// each selection's build is kept, and the files of the modules left
    /// out stay in the sandbox, untouched, for the next check that selects them.
    func testEachSelectionsBuildIsKeptAndOtherModulesFilesStay() throws {
        var profile = Self.module(source: "let p = 1\n")
        profile.name = "Profile"
        let all = SandboxPackage(modules: [Self.module(), profile])
        _ = try check(all)
        let profileFile = packagePath + "/Sources/Profile/P.swift"
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: profileFile)
        XCTAssertFalse(try check().reused, "the subset")
        XCTAssertFalse(try String(contentsOfFile: packagePath + "/Package.swift", encoding: .utf8).contains("Profile"))
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: profileFile)[.modificationDate] as? Date, past)
        XCTAssertTrue(try check(all).reused)
        XCTAssertTrue(try check().reused)
        XCTAssertEqual(builds, 2)
    }

    func testAFailedBuildIsNeverReused() throws {
        runner.answer(build, output: "\(packagePath)/Sources/SignIn/P.swift:1:9: error: cannot find 'b' in scope\n", status: 1)
        XCTAssertFalse(try check().built)
        XCTAssertFalse(try check().built)
        XCTAssertEqual(builds, 2)
    }

    func testAFailureInBetweenLeavesTheEarlierSuccessValid() throws {
        _ = try check()
        runner.answer(build, output: "error: broken\n", status: 1)
        XCTAssertFalse(try check(SandboxPackage(modules: [Self.module(source: "let a = b\n")])).built)
        runner.answer(build, output: "Build complete!\n")
        XCTAssertTrue(try check().reused, "the same inputs build the same way, whatever the sandbox holds now")
        XCTAssertFalse(try check(runTests: true).reused, "but the tests need them built in the sandbox again")
        XCTAssertEqual(builds, 3)
    }

    func testRemovingTheBuildFolderForgetsTheBuild() throws {
        _ = try check()
        try FileManager.default.removeItem(atPath: packagePath + "/.build")
        XCTAssertFalse(try check().reused)
        XCTAssertEqual(builds, 2)
    }

    func testTheRecordKeepsTheFingerprintAndTheOutput() throws {
        let record = BuildRecord(fingerprint: "abc", output: "line 1\nline 2\n")
        XCTAssertEqual(record.text, "archgen build record 1\nabc\nline 1\nline 2\n")
        XCTAssertEqual(BuildRecord(text: record.text), record)
        XCTAssertEqual(BuildRecord(text: "archgen build record 1\nabc"), BuildRecord(fingerprint: "abc", output: ""))
        XCTAssertNil(BuildRecord(text: "archgen build record 2\nabc\n"))
        XCTAssertNil(BuildRecord(text: "archgen build record 1\n\n"))
        XCTAssertNil(BuildRecord(text: ""))
    }
}
