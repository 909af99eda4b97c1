import ArchGenKit
import Foundation
import TestSupport
import XCTest

/// What the sandbox is built for: this machine, or on a Mac with Xcode the
/// iOS simulator, found with `xcrun` (scripted here: no Mac runs these
/// tests), and the code each leaves out.
final class BuildDestinationTests: XCTestCase {
    private let sdk = "/Applications/Xcode.app/Contents/Developer/Platforms/iPhoneSimulator.platform/Developer/SDKs/iPhoneSimulator18.2.sdk"
    private let platform = "/Applications/Xcode.app/Contents/Developer/Platforms/iPhoneSimulator.platform"
    private let showSDK = ["--sdk", "iphonesimulator", "--show-sdk-path"]
    private let onlyUsrBin = ExecutableSearch { $0 == "/usr/bin/xcrun" }

    func testTheSimulatorIsFoundWithXcrun() throws {
        let runner = ScriptedProcessRunner()
        runner.answer(showSDK, output: sdk + "\n")
        let simulator = try XCTUnwrap(SimulatorDetection.detect(runner: runner, search: onlyUsrBin, path: "/opt/bin", arch: "arm64"))
        XCTAssertEqual(runner.calls.map(\.executable), ["/usr/bin/xcrun"])
        XCTAssertEqual(simulator, .iOSSimulator(arch: "arm64", sdk: sdk, platform: platform))
        XCTAssertEqual(simulator.name, "the iOS simulator")
        XCTAssertEqual(simulator.buildArguments, [
            "--triple", "arm64-apple-ios16.0-simulator", "--sdk", sdk,
            "-Xswiftc", "-F", "-Xswiftc", platform + "/Developer/Library/Frameworks",
            "-Xswiftc", "-I", "-Xswiftc", platform + "/Developer/usr/lib",
            "-Xlinker", "-F", "-Xlinker", platform + "/Developer/Library/Frameworks",
            "-Xlinker", "-L", "-Xlinker", platform + "/Developer/usr/lib",
        ])
        XCTAssertEqual(simulator.scratchFolder, ".build-ios-simulator")
        XCTAssertFalse(simulator.runsTests)
    }

    func testNoXcrunOrNoSimulatorSDKMeansThisMachine() {
        let runner = ScriptedProcessRunner()
        XCTAssertNil(SimulatorDetection.detect(runner: runner, search: ExecutableSearch { _ in false }, path: "/usr/bin"))
        XCTAssertEqual(runner.calls, [], "no xcrun, nothing run")
        runner.answer(showSDK, output: "xcrun: error: SDK \"iphonesimulator\" cannot be located\n", status: 1)
        XCTAssertNil(SimulatorDetection.detect(runner: runner, search: onlyUsrBin, path: nil))
        runner.answer(showSDK, output: "/Library/Developer/CommandLineTools/SDKs/MacOSX.sdk\n")
        XCTAssertNil(SimulatorDetection.detect(runner: runner, search: onlyUsrBin, path: nil), "not inside a platform folder")
    }

    /// The build for the simulator, in its own scratch folder; the tests
    /// then build and run for this machine, since `swift test` cannot run
    /// the simulator's.
    func testTheSimulatorsCommandLines() throws {
        let scratch = try ScratchDirectory()
        let packagePath = scratch.url.path + "/sandbox/package"
        let simulator = BuildDestination.iOSSimulator(arch: "x86_64", sdk: sdk, platform: platform)
        let runner = ScriptedProcessRunner()
        let build = ["build", "--build-tests", "--package-path", packagePath]
        let simulatorBuild = build + simulator.buildArguments + ["--scratch-path", packagePath + "/.build-ios-simulator"]
        runner.answer(simulatorBuild, output: "Build complete!\n")
        runner.answer(build, output: "Build complete!\n")
        runner.answer(["test", "--skip-build", "--package-path", packagePath], output: "Test Case 'T.testA' passed (0.001 seconds)\n")
        let checker = BuildChecker(swift: "/usr/bin/swift", runner: runner, sandbox: SandboxDirectory(path: scratch.url.path + "/sandbox"),
                                   now: { ContinuousClock.now }, readFile: { _ in nil })
        let package = SandboxPackage(modules: [SandboxModule(
            name: "Home", appModule: "Home", sources: [.init(path: "Home/P.swift", name: "P.swift", contents: "let a = 1\n")], tests: [])])
        let inputs = BuildInputs(specs: [], templates: "t", toolchain: "swift")
        let result = try checker.check(package, inputs: inputs, runTests: true, destination: simulator) { _ in }
        XCTAssertEqual(runner.calls.map(\.arguments), [simulatorBuild, build, ["test", "--skip-build", "--package-path", packagePath]])
        XCTAssertEqual(result.tests, TestCounts(passed: 1))
        XCTAssertTrue(try checker.check(package, inputs: inputs, runTests: false, destination: simulator) { _ in }.reused)
        XCTAssertFalse(try checker.check(package, inputs: inputs, runTests: false) { _ in }.reused,
                       "a build for this machine is another build")
    }

    func testTheCodeEachDestinationLeavesOut() {
        let text = """
            import Foundation

            #if canImport(UIKit)
            import UIKit
            #elseif os(macOS)
            import AppKit
            #endif
            """
        let linux = BuildDestination(name: "Linux", os: "Linux", frameworks: [])
        let macOS = BuildDestination(name: "macOS", os: "macOS", frameworks: ["AppKit", "SwiftUI", "Combine"])
        let simulator = BuildDestination.iOSSimulator(arch: "arm64", sdk: sdk, platform: platform)
        XCTAssertEqual(CompiledOutCode.find(in: text, path: "V.swift", for: linux), CompiledOutCode(path: "V.swift", line: 3, condition: "canImport(UIKit)"))
        XCTAssertEqual(CompiledOutCode.find(in: text, path: "V.swift", for: macOS), CompiledOutCode(path: "V.swift", line: 3, condition: "canImport(UIKit)"))
        XCTAssertEqual(CompiledOutCode.find(in: text, path: "V.swift", for: simulator), CompiledOutCode(path: "V.swift", line: 5, condition: "os(macOS)"))
        XCTAssertNil(CompiledOutCode.find(in: "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n", path: "N.swift", for: linux),
                     "only Apple's frameworks and systems count")
        XCTAssertNil(CompiledOutCode.find(in: "// #if canImport(UIKit) is how views are kept out\n", path: "C.swift", for: linux))
        XCTAssertEqual(CompiledOutCode.find(in: "  #if DEBUG && canImport(SwiftUI)\n", path: "S.swift", for: linux)?.condition, "canImport(SwiftUI)")
    }

    /// A spec's `imports: [UIKit]` is imported where UIKit exists: that guard leaves no code out, the view code after it does.
    func testAGuardedImportLeavesNoCodeOut() {
        let linux = BuildDestination(name: "Linux", os: "Linux", frameworks: [])
        let imports = "import Foundation\n#if canImport(UIKit)\nimport UIKit\n#endif\n#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n"
        XCTAssertNil(CompiledOutCode.find(in: imports, path: "P.swift", for: linux))
        XCTAssertEqual(CompiledOutCode.find(in: imports + "\n#if canImport(UIKit)\nextension P {}\n#endif\n", path: "P.swift", for: linux),
                       CompiledOutCode(path: "P.swift", line: 9, condition: "canImport(UIKit)"))
        XCTAssertEqual(CompiledOutCode.find(in: "#if canImport(UIKit)\nimport SwiftUI\n#endif\n", path: "Q.swift", for: linux)?.line, 1,
                       "another framework's import is code left out")
    }
}
