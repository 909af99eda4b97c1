import Foundation
import TestSupport
import XCTest

/// archgen.yml's shared declarations on `Fixtures/SharedProject` (`SharedDeclarationsCommandTests`),
/// built and tested through the real binary's check.
final class SharedDeclarationsBuildTests: XCTestCase {
    /// The project generated, then built and tested by `check` (the real `swift build` and `swift
    /// test`), with the team's code, in Swift 6 and Swift 5 mode: no warning, every test passes. The
    /// project and the cache keep one path, so the sandbox stays warm from run to run.
    func testTheProjectBuildsAndItsTestsPassInSwift6AndSwift5() throws {
        _ = try SwiftToolchain.requireSwift()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("archgen-shared-tests")
        let project = root.appendingPathComponent("project")
        try? FileManager.default.removeItem(at: project)
        try SharedDeclarationsCommandTests.copyFixture(to: project, teamCode: true)
        XCTAssertEqual(try BinaryRunner.run(["generate"], in: project, environment: ["NO_COLOR": "1"]).status, 0)
        let settings = project.appendingPathComponent("archgen.yml")
        for mode in LanguageModeProof.modes {
            if mode == 5 {
                // The isolation said, so that both modes build the same modules (Swift 5's default is preconcurrency).
                let text = try String(contentsOf: settings, encoding: .utf8).replacing("\ndefaults:\n", with: "\ndefaults:\n  isolation: mainActor\n")
                try Data((text + "build:\n  languageMode: 5\n").utf8).write(to: settings)
            }
            let result = try BinaryRunner.run(LanguageModeProof.checkArguments(mode), in: project, environment: [
                "NO_COLOR": "1", "ARCHGEN_CACHE_DIR": root.appendingPathComponent("cache").path,
            ])
            XCTAssertEqual(result.status, 0, "Swift \(mode): " + result.standardError)
            XCTAssertFalse(result.standardError.contains("warning:"), "Swift \(mode): " + result.standardError)
            // "built", or "built (no change since the last build)" when the warm sandbox holds this build already.
            let summary = LanguageModeProof.runsTests(mode) ? "check: 2 modules up to date, built" : "check: 2 modules up to date and built"
            XCTAssertTrue(result.standardOutput.hasPrefix(summary), "Swift \(mode): " + result.standardOutput)
            if LanguageModeProof.runsTests(mode) {
                XCTAssertTrue(result.standardOutput.contains(" and tested: 9 tests ran, 9 passed, 0 failed"), "Swift \(mode): " + result.standardOutput)
            }
        }
    }
}
