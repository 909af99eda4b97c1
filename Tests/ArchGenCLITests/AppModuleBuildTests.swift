import Foundation
import TestSupport
import XCTest

/// A four-screen app whose modules all belong to one app target
/// (`Fixtures/FoodApp`, `appModule: FoodApp`), committed as a team would:
/// the list's presenter implements the detail's delegate, the list's router
/// builds the detail through the detail's assembly, and the shared
/// `Restaurant` crosses every module (VIPER, VIP and MVVM). From a fresh
/// clone, `check` and `check --run-tests` pass in Swift 6 and Swift 5 mode,
/// and so does a check of the list alone: the modules of one app module are
/// compiled as one target, as the app compiles them.
final class AppModuleBuildTests: XCTestCase {
    private let fixture = TeamFixture(name: "FoodApp")

    func testModulesThatUseEachOthersTypesPassFromAFreshClone() throws {
        _ = try SwiftToolchain.requireSwift()
        let git = try ScratchGitRepository.requireGit()
        let (root, project, generate) = try fixture.generated()
        XCTAssertEqual(generate.status, 0, generate.standardError)
        XCTAssertTrue(generate.standardOutput.contains("skip (exists)  FoodApp/Modules/RestaurantList/RestaurantListRouter.swift"),
                      generate.standardOutput)

        // Committed, then cloned: nothing but what the team commits.
        let clone = root.appendingPathComponent("clone")
        try? FileManager.default.removeItem(at: clone)
        for arguments in [
            ["init", "--quiet"], ["add", "--all"],
            ["-c", "user.name=Team", "-c", "user.email=team@example.com", "commit", "--quiet", "-m", "The app"],
            ["clone", "--quiet", project.path, clone.path],
        ] {
            let result = try SwiftToolchain.run(git, arguments, in: project)
            XCTAssertEqual(result.status, 0, result.output)
        }

        let settings = clone.appendingPathComponent("archgen.yml")
        // The isolation said, so that both modes build the same modules (Swift 5's default is preconcurrency).
        let written = try String(contentsOf: settings, encoding: .utf8).replacing("\ndefaults:\n", with: "\ndefaults:\n  isolation: mainActor\n")
        for mode in LanguageModeProof.modes {
            try Data((written + "build:\n  languageMode: \(mode)\n").utf8).write(to: settings)
            let check = try TeamFixture.run(["check"], in: clone, cacheRoot: root)
            XCTAssertEqual(check.status, 0, check.standardOutput + check.standardError)
            XCTAssertTrue(check.standardOutput.hasPrefix("check: 4 modules up to date and built"), check.standardOutput)
            try TeamFixture.assertChecked(clone, cacheRoot: root, modules: "4 modules", tests: 15, languageMode: mode)
            // The list alone, once: the other modules of its app module are compiled with it.
            guard LanguageModeProof.runsTests(mode) else { continue }
            let alone = try TeamFixture.run(["check", "--full-build", "Specs/RestaurantList.archgen"], in: clone, cacheRoot: root)
            XCTAssertEqual(alone.status, 0, alone.standardOutput + alone.standardError)
            XCTAssertTrue(alone.standardOutput.hasPrefix("check: 1 module up to date and built"), alone.standardOutput)
        }
    }
}
