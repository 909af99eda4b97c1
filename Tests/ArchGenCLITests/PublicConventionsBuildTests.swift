import Foundation
import TestSupport
import XCTest

/// A Swift 6 team keeping the conventions of public apps (issue 39,
/// `Fixtures/PublicConventions`, the team's own scaffolds under `Team/`): a
/// weak link implicitly unwrapped (`weak var ui: ItemsList_DisplayUI!`), a
/// navigator whose `viewController` comes from its base class, an empty worker
/// protocol, a strong delegate, a presenter's own date formatter given a
/// default in `init`, a service's default in `init`, and a get-only data
/// store property. With only the specs and archgen.yml, the team's code
/// compiles against archgen's output and its tests pass, in Swift 6 and Swift 5 mode.
final class PublicConventionsBuildTests: XCTestCase {
    private let fixture = TeamFixture(name: "PublicConventions")

    func testEachConventionCompilesAndPassesAgainstArchgensOutputInSwift6AndSwift5() throws {
        _ = try SwiftToolchain.requireSwift()
        let (root, project, generate) = try fixture.generated()
        XCTAssertEqual(generate.status, 0, generate.standardError)
        for path in [
            "App/Modules/ItemsList/ItemsListDirector.swift", "App/Modules/ItemsList/ItemsListNavigator.swift",
            "App/Modules/ItemsDetails/ItemsDetailsWorker.swift", "App/Modules/Profile/ProfilePresenter.swift",
            "App/Modules/Settings/SettingsInteractor.swift",
        ] {
            XCTAssertTrue(generate.standardOutput.contains("skip (exists)  " + path), generate.standardOutput)
        }
        func source(_ path: String) throws -> String {
            try String(contentsOf: project.appendingPathComponent(path), encoding: .utf8)
        }
        // The modules archgen scaffolds follow the team's conventions too.
        XCTAssertTrue(try source("App/Modules/ItemsDetails/ItemsDetailsDirector.swift")
            .contains("    weak var ui: (any ItemsDetails_DisplayUI)!\n"))
        XCTAssertTrue(try source("App/Modules/ItemsDetails/ItemsDetailsContract.swift")
            .contains("protocol ItemsDetails_ManageData: AnyObject {}\n"))
        XCTAssertTrue(try source("App/Modules/Settings/SettingsProtocols.swift").contains("""
            protocol SettingsDataStore: AnyObject {
                var userID: String { get }
            }
            """))
        XCTAssertTrue(try source("AppTests/Modules/ProfileTests/ProfilePresenterTests.swift").contains("func testKeepsItsDelegate()"))

        let settings = project.appendingPathComponent("archgen.yml")
        let written = try String(contentsOf: settings, encoding: .utf8)
        for mode in LanguageModeProof.modes {
            try Data((written + "build:\n  languageMode: \(mode)\n").utf8).write(to: settings)
            try TeamFixture.assertChecked(project, cacheRoot: root, modules: "4 modules", tests: 20, languageMode: mode)
        }
    }

    /// Without `weak: false` the generated test expects the delegate released, and without
    /// `readOnly: true` the team's `let userID` does not satisfy the data store: the settings are what made them fit.
    func testWithoutTheSettingsTheTeamsCodeFails() throws {
        _ = try SwiftToolchain.requireSwift()
        for (setting, error) in [
            ("  viper:\n    wiring:\n      presenter.delegate: {weak: false}\n",
             "AppTests/Modules/ProfileTests/ProfilePresenterTests.swift:43:9: error: ProfilePresenterTests.testDoesNotRetainItsDelegate"),
            ("  vip:\n    wiring:\n      interactor.input: {readOnly: true}\n",
             "App/Modules/Settings/SettingsInteractor.swift:6:13: error: type 'SettingsInteractor' does not conform to protocol 'SettingsDataStore'"),
        ] {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("archgen-PublicConventions")
            let project = root.appendingPathComponent("project")
            try fixture.copy(to: project)
            let settings = project.appendingPathComponent("archgen.yml")
            let written = try String(contentsOf: settings, encoding: .utf8)
            let without = written.replacingOccurrences(of: setting, with: "")
            XCTAssertNotEqual(without, written)
            try Data(without.utf8).write(to: settings)
            XCTAssertEqual(try TeamFixture.run(["generate"], in: project).status, 0)
            let check = try TeamFixture.run(["check", "--run-tests"], in: project, cacheRoot: root)
            XCTAssertEqual(check.status, 1, check.standardOutput + check.standardError)
            XCTAssertTrue(check.standardError.contains(error), check.standardError)
        }
    }
}
