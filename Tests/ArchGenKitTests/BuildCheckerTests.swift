import ArchGenKit
import ArchGenSource
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// The build check's steps with a scripted `swift`: what it runs, what it
/// makes of the output, and how it writes the sandbox.
final class BuildCheckerTests: XCTestCase {
    private var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
    }

    private var package: SandboxPackage {
        SandboxPackage(modules: [SandboxModule(
            name: "SignIn", appModule: "SignIn",
            sources: [.init(path: "SignIn/P.swift", name: "P.swift", contents: "let a = b\n")],
            tests: [.init(path: "SignInTests/T.swift", name: "T.swift", contents: "import XCTest\n\nlet t = 1\n")])])
    }

    static let inputs = BuildInputs(specs: ["module: SignIn\n"], templates: "templates", toolchain: "swift")

    private var packagePath: String { scratch.url.path + "/sandbox/package" }
    private var build: [String] { ["build", "--build-tests", "--package-path", packagePath] }
    private var test: [String] { ["test", "--skip-build", "--package-path", packagePath] }

    private func checker(_ runner: ScriptedProcessRunner) -> BuildChecker {
        BuildChecker(swift: "/usr/bin/swift", runner: runner, sandbox: SandboxDirectory(path: scratch.url.path + "/sandbox"),
                     now: { ContinuousClock.now }, readFile: { _ in nil })
    }

    func testBuildsWithTestsThenRunsThemAndMapsWhatTheyPrint() throws {
        let runner = ScriptedProcessRunner()
        runner.answer(build, output: "[1/4] Compiling SignIn P.swift\n\(packagePath)/Sources/SignIn/P.swift:1:9: warning: w\nBuild complete!\n")
        runner.answer(test, output: "Test Case 'T.testX' started\n\(packagePath)/Tests/SignInTests/T.swift:3: error: T.testX : failed - \n", status: 1)
        var progress: [BuildChecker.Progress] = []
        let result = try checker(runner).check(package, inputs: BuildCheckerTests.inputs, runTests: true) { progress.append($0) }
        XCTAssertEqual(runner.calls, [
            ScriptedProcessRunner.Call(executable: "/usr/bin/swift", arguments: build, directory: nil),
            ScriptedProcessRunner.Call(executable: "/usr/bin/swift", arguments: test, directory: nil),
        ])
        XCTAssertTrue(result.built)
        XCTAssertEqual(result.testsPassed, false)
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.buildDiagnostics.map { DiagnosticRenderer().render($0) }, ["SignIn/P.swift:1:9: warning: w\nlet a = b\n        ^"])
        XCTAssertEqual(result.testDiagnostics.map { DiagnosticRenderer().render($0) }, ["SignInTests/T.swift:3:1: error: T.testX : failed\nlet t = 1\n^"])
        XCTAssertEqual(progress, [
            BuildChecker.Progress(phase: .building),
            BuildChecker.Progress(phase: .building, step: (1, 4), subject: "SignIn"),
            BuildChecker.Progress(phase: .testing),
            BuildChecker.Progress(phase: .testing, step: nil, subject: "T.testX"),
        ])
        XCTAssertEqual(try String(contentsOfFile: packagePath + "/Sources/SignIn/P.swift", encoding: .utf8), "let a = b\n")
    }

    func testAFailedBuildDoesNotRunTheTestsAndDropsFollowUpErrors() throws {
        let runner = ScriptedProcessRunner()
        runner.answer(build, output: "\(packagePath)/Sources/SignIn/P.swift:1:9: error: cannot find 'b' in scope\n"
                          + "error: emit-module command failed with exit code 1 (use -v to see invocation)\n", status: 1)
        let result = try checker(runner).check(package, inputs: BuildCheckerTests.inputs, runTests: true) { _ in }
        XCTAssertEqual(runner.calls.count, 1)
        XCTAssertFalse(result.built)
        XCTAssertNil(result.testsPassed)
        XCTAssertEqual(result.buildDiagnostics.map(\.message), ["cannot find 'b' in scope"])
    }

    /// A real cold `swift build` of three modules, one with a compile error
    /// (Tests/Fixtures/SwiftPMOutput): SwiftPM stopped the other steps and said
    /// `error: cancelled`, which once became a second error, `swift: error: cancelled`.
    func testSwiftPMsCancelledIsNeverAnError() throws {
        let output = try String(
            contentsOf: Fixtures.directory.appendingPathComponent("SwiftPMOutput/cancelled-after-a-compile-error.txt"), encoding: .utf8)
        let lines = (1...24).map { $0 == 23 ? "let x: Int = \"a\"" : "// \($0)" }
        let package = SandboxPackage(modules: [SandboxModule(
            name: "Profile", appModule: "Profile",
            sources: [.init(path: "Profile/ProfilePresenter.swift", name: "ProfilePresenter.swift", contents: lines.joined(separator: "\n"))],
            tests: [])])
        let runner = ScriptedProcessRunner()
        runner.answer(build, output: output.replacingOccurrences(of: "PACKAGE", with: packagePath), status: 1)
        let result = try checker(runner).check(package, inputs: BuildCheckerTests.inputs, runTests: false) { _ in }
        XCTAssertEqual(result.buildDiagnostics.map { DiagnosticRenderer().render($0) }, [
            "Profile/ProfilePresenter.swift:23:14: error: cannot convert value of type 'String' to specified type 'Int'\n"
                + "let x: Int = \"a\"\n             ^",
        ])

        // Alone, it says nothing about the code: the build's failure is reported with the end of its output.
        runner.answer(build, output: "[8/25] Emitting module Home\nerror: cancelled\n", status: 1)
        let alone = try checker(runner).check(package, inputs: BuildCheckerTests.inputs, runTests: false) { _ in }
        XCTAssertEqual(alone.buildDiagnostics, [Diagnostic(
            severity: .error, message: "swift build failed (exit status 1)", path: "swift",
            hint: "its output ended with:\n[8/25] Emitting module Home\nerror: cancelled")])
    }

    func testAFailureWithoutAnyErrorLineIsStillAnError() throws {
        let runner = ScriptedProcessRunner()
        runner.answer(build, output: "something went wrong\nKilled\n", status: 137)
        let result = try checker(runner).check(package, inputs: BuildCheckerTests.inputs, runTests: false) { _ in }
        XCTAssertEqual(result.buildDiagnostics, [Diagnostic(
            severity: .error, message: "swift build failed (exit status 137)", path: "swift",
            hint: "its output ended with:\nsomething went wrong\nKilled")])
    }

    func testASwiftThatCannotStartIsAnEnvironmentError() {
        let runner = ScriptedProcessRunner([build: .failure(ProcessError(executable: "/usr/bin/swift", message: "no such file"))])
        XCTAssertThrowsError(try checker(runner).check(package, inputs: BuildCheckerTests.inputs, runTests: false) { _ in }) { error in
            XCTAssertEqual(error as? BuildCheckError, .cannotRun("/usr/bin/swift: no such file"))
        }
    }

    func testSyncRewritesOnlyChangedFilesAndRemovesStaleOnesOfItsFolders() throws {
        let sandbox = SandboxDirectory(path: scratch.url.path + "/sandbox")
        let unchanged = SandboxPackage.File(path: "Sources/A/A.swift", contents: "a\n", origin: .userFile("A.swift"))
        try sandbox.sync([unchanged, .init(path: "Sources/A/Old.swift", contents: "o\n", origin: .userFile("Old.swift")),
                          .init(path: "Sources/B/B.swift", contents: "b\n", origin: .userFile("B.swift"))],
                         folders: ["Sources/A", "Sources/B"])
        let aPath = sandbox.packagePath + "/Sources/A/A.swift"
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: aPath)
        try sandbox.sync([unchanged, .init(path: "Sources/C/C.swift", contents: "c\n", origin: .userFile("C.swift"))],
                         folders: ["Sources/A", "Sources/C"])
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: aPath)[.modificationDate] as? Date, past)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.packagePath + "/Sources/A/Old.swift"))
        XCTAssertEqual(try String(contentsOfFile: sandbox.packagePath + "/Sources/C/C.swift", encoding: .utf8), "c\n")
        XCTAssertEqual(try String(contentsOfFile: sandbox.packagePath + "/Sources/B/B.swift", encoding: .utf8), "b\n",
                       "a module this check leaves out keeps its files, for the next check that selects it")
    }

    func testTheSandboxIsNamedAfterTheProjectInTheCache() {
        XCTAssertEqual(SandboxDirectory(cacheRoot: "/c", projectRoot: "/work/App").path,
                       "/c/sandboxes/App-" + StableHash.fnv1a("/work/App"))
        XCTAssertEqual(SandboxDirectory.cacheRoot(variables: ["ARCHGEN_CACHE_DIR": "/x", "HOME": "/h"]), "/x")
        XCTAssertEqual(SandboxDirectory.cacheRoot(variables: ["XDG_CACHE_HOME": "/xdg", "HOME": "/h"]), "/xdg/archgen")
        XCTAssertNil(SandboxDirectory.cacheRoot(variables: [:]))
    }

    func testSwiftBuildAndSwiftTestCompileWithTheSharedModuleCache() throws {
        let runner = ScriptedProcessRunner()
        let cache = ["-Xswiftc", "-module-cache-path", "-Xswiftc", "/c/module-cache"]
        runner.answer(build + cache, output: "Build complete!\n")
        runner.answer(test + cache, output: "")
        var checker = checker(runner)
        checker.moduleCache = "/c/module-cache"
        let result = try checker.check(package, inputs: BuildCheckerTests.inputs, runTests: true) { _ in }
        XCTAssertEqual(runner.calls.map(\.arguments), [build + cache, test + cache])
        XCTAssertEqual(result.testsPassed, true)
    }

    func testTheModuleCacheIsInTheCacheUnlessTheVariableSaysWhere() {
        XCTAssertEqual(SandboxDirectory.moduleCache(cacheRoot: "/c", variables: ["HOME": "/h"]), "/c/module-cache")
        XCTAssertEqual(SandboxDirectory.moduleCache(cacheRoot: "/c", variables: ["ARCHGEN_MODULE_CACHE": "/m"]), "/m")
        XCTAssertEqual(SandboxDirectory.moduleCache(cacheRoot: "/c", variables: ["ARCHGEN_MODULE_CACHE": ""]), "/c/module-cache")
    }

    func testToolchainPrefersTheOptionThenTheVariableThenPath() throws {
        let search = ExecutableSearch { ["/opt/swift", "/env/swift", "/b/swift"].contains($0) }
        XCTAssertEqual(try Toolchain.locate(option: "/opt/swift", variables: ["ARCHGEN_SWIFT": "/env/swift"], search: search), "/opt/swift")
        XCTAssertEqual(try Toolchain.locate(option: nil, variables: ["ARCHGEN_SWIFT": "/env/swift", "PATH": "/b"], search: search), "/env/swift")
        XCTAssertEqual(try Toolchain.locate(option: nil, variables: ["PATH": "/a:/b"], search: search), "/b/swift")
        XCTAssertThrowsError(try Toolchain.locate(option: nil, variables: ["PATH": "/a"], search: search)) {
            XCTAssertEqual($0 as? BuildCheckError, .noToolchain("`swift` is not on PATH"))
        }
        XCTAssertThrowsError(try Toolchain.locate(option: "/nope", variables: [:], search: search)) {
            XCTAssertEqual($0 as? BuildCheckError, .noToolchain("--swift names '/nope', which is not an executable file"))
        }
    }
}
