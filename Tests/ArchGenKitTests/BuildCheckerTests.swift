import ArchGenKit
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// The build check's steps with a scripted `swift`: what it runs, what it
/// makes of the output, and how it writes the sandbox.
final class BuildCheckerTests: XCTestCase {
    /// Plays back an output and a status per command, and records the commands.
    private final class ScriptedRunner: ProcessRunner, @unchecked Sendable {
        var script: [(output: [String], status: Int32)]
        var commands: [[String]] = []

        init(_ script: [(output: [String], status: Int32)]) {
            self.script = script
        }

        func run(_ executable: String, _ arguments: [String], in directory: String?, onLine: (String) -> Void) throws(ProcessError) -> ProcessResult {
            commands.append([executable] + arguments)
            guard !script.isEmpty else { throw ProcessError(executable: executable, message: "not scripted") }
            let (output, status) = script.removeFirst()
            output.forEach(onLine)
            return ProcessResult(status: status, output: output.joined(separator: "\n"))
        }
    }

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

    private func checker(_ runner: ScriptedRunner) -> BuildChecker {
        BuildChecker(swift: "/usr/bin/swift", runner: runner, sandbox: SandboxDirectory(path: scratch.url.path + "/sandbox"),
                     now: { ContinuousClock.now }, readFile: { _ in nil })
    }

    func testBuildsWithTestsThenRunsThemAndMapsWhatTheyPrint() throws {
        let packagePath = scratch.url.path + "/sandbox/package"
        let runner = ScriptedRunner([
            (["[1/4] Compiling SignIn P.swift", "\(packagePath)/Sources/SignIn/P.swift:1:9: warning: w", "Build complete!"], 0),
            (["Test Case 'T.testX' started", "\(packagePath)/Tests/SignInTests/T.swift:3: error: T.testX : failed - "], 1),
        ])
        var progress: [BuildChecker.Progress] = []
        let result = try checker(runner).check(package, runTests: true) { progress.append($0) }
        XCTAssertEqual(runner.commands, [
            ["/usr/bin/swift", "build", "--build-tests", "--package-path", packagePath],
            ["/usr/bin/swift", "test", "--skip-build", "--package-path", packagePath],
        ])
        XCTAssertTrue(result.built)
        XCTAssertEqual(result.testsPassed, false)
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.buildDiagnostics.map { DiagnosticRenderer().render($0) }, ["SignIn/P.swift:1:9: warning: w\nlet a = b\n        ^"])
        XCTAssertEqual(result.testDiagnostics.map { DiagnosticRenderer().render($0) }, ["SignInTests/T.swift:3:1: error: T.testX : failed\nlet t = 1\n^"])
        XCTAssertEqual(progress, [
            BuildChecker.Progress(phase: .building, step: (1, 4), subject: "SignIn"),
            BuildChecker.Progress(phase: .testing, step: nil, subject: "T.testX"),
        ])
        XCTAssertEqual(try String(contentsOfFile: packagePath + "/Sources/SignIn/P.swift", encoding: .utf8), "let a = b\n")
    }

    func testAFailedBuildDoesNotRunTheTestsAndDropsFollowUpErrors() throws {
        let packagePath = scratch.url.path + "/sandbox/package"
        let runner = ScriptedRunner([(["\(packagePath)/Sources/SignIn/P.swift:1:9: error: cannot find 'b' in scope",
                                       "error: emit-module command failed with exit code 1 (use -v to see invocation)"], 1)])
        let result = try checker(runner).check(package, runTests: true) { _ in }
        XCTAssertEqual(runner.commands.count, 1)
        XCTAssertFalse(result.built)
        XCTAssertNil(result.testsPassed)
        XCTAssertEqual(result.buildDiagnostics.map(\.message), ["cannot find 'b' in scope"])
    }

    func testAFailureWithoutAnyErrorLineIsStillAnError() throws {
        let runner = ScriptedRunner([(["something went wrong", "Killed"], 137)])
        let result = try checker(runner).check(package, runTests: false) { _ in }
        XCTAssertEqual(result.buildDiagnostics, [Diagnostic(
            severity: .error, message: "swift build failed (exit status 137)", path: "swift",
            hint: "its output ended with:\nsomething went wrong\nKilled")])
    }

    func testASwiftThatCannotStartIsAnEnvironmentError() {
        XCTAssertThrowsError(try checker(ScriptedRunner([])).check(package, runTests: false) { _ in }) { error in
            XCTAssertEqual(error as? BuildCheckError, .cannotRun("/usr/bin/swift: not scripted"))
        }
    }

    func testSyncRewritesOnlyChangedFilesAndRemovesStaleOnes() throws {
        let sandbox = SandboxDirectory(path: scratch.url.path + "/sandbox")
        let unchanged = SandboxPackage.File(path: "Sources/A/A.swift", contents: "a\n", origin: .userFile("A.swift"))
        try sandbox.sync([unchanged, .init(path: "Sources/B/B.swift", contents: "b\n", origin: .userFile("B.swift"))])
        let aPath = sandbox.packagePath + "/Sources/A/A.swift"
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: aPath)
        try sandbox.sync([unchanged, .init(path: "Sources/C/C.swift", contents: "c\n", origin: .userFile("C.swift"))])
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: aPath)[.modificationDate] as? Date, past)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.packagePath + "/Sources/B"))
        XCTAssertEqual(try String(contentsOfFile: sandbox.packagePath + "/Sources/C/C.swift", encoding: .utf8), "c\n")
    }

    func testTheSandboxIsNamedAfterTheProjectInTheCache() {
        XCTAssertEqual(SandboxDirectory(cacheRoot: "/c", projectRoot: "/work/App").path,
                       "/c/sandboxes/App-" + StableHash.fnv1a("/work/App"))
        XCTAssertEqual(SandboxDirectory.cacheRoot(variables: ["ARCHGEN_CACHE_DIR": "/x", "HOME": "/h"]), "/x")
        XCTAssertEqual(SandboxDirectory.cacheRoot(variables: ["XDG_CACHE_HOME": "/xdg", "HOME": "/h"]), "/xdg/archgen")
        XCTAssertNil(SandboxDirectory.cacheRoot(variables: [:]))
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
