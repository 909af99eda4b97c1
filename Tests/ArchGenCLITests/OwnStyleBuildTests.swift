import Foundation
import TestSupport
import XCTest

/// Styles of a project's own (`OwnStyleCommandTests`) through the real `swift build`/`swift test`:
/// `generate`, then `check --run-tests` passes, and a change to the style's template invalidates the cached build.
final class OwnStyleBuildTests: XCTestCase {
    func testModulesOfTwoOwnStylesAndABuiltInCompileAndPass() throws {
        _ = try SwiftToolchain.requireSwift()
        let (root, project) = try OwnStyleCommandTests.project(root: "archgen-OwnStyleBuildTests")
        let generate = try TeamFixture.run(["generate"], in: project)
        XCTAssertEqual(generate.status, 0, generate.standardOutput + generate.standardError)

        // teamViper: VIPER's files, plain protocols, the team's names and presenter template.
        let contract = try OwnStyleCommandTests.read("App/Modules/Profile/ProfileContract.swift", in: project)
        XCTAssertTrue(contract.contains("\nprotocol ProfileViewInput: AnyObject {\n"), contract)
        XCTAssertFalse(contract.contains("@MainActor"), contract)
        let presenter = try OwnStyleCommandTests.read("App/Modules/Profile/ProfilePresenter.swift", in: project)
        XCTAssertTrue(presenter.hasPrefix("// A presenter of the team's VIPER.\n"), presenter)
        XCTAssertFalse(try OwnStyleCommandTests.read("App/Modules/Profile/ProfileInteractor.swift", in: project).contains("team's"))
        // sceneVip: VIP's files, main-actor protocols without @preconcurrency, Mock<Protocol> spies.
        let protocols = try OwnStyleCommandTests.read("App/Modules/Orders/OrdersProtocols.swift", in: project)
        XCTAssertTrue(protocols.contains("@MainActor\nprotocol OrdersBusinessLogic"), protocols)
        XCTAssertFalse(protocols.contains("@preconcurrency"), protocols)
        XCTAssertTrue(try OwnStyleCommandTests.read("AppTests/Modules/OrdersTests/OrdersTestDoubles.swift", in: project)
            .contains("final class MockOrdersBusinessLogic: OrdersBusinessLogic"))
        // The built-in style beside them keeps its default isolation (mainActor in Swift 6 mode).
        let settingsContract = try OwnStyleCommandTests.read("App/Modules/Settings/SettingsContract.swift", in: project)
        XCTAssertTrue(settingsContract.contains("@MainActor\n"), settingsContract)
        XCTAssertFalse(settingsContract.contains("@preconcurrency"), settingsContract)

        try TeamFixture.assertChecked(project, cacheRoot: root, modules: "3 modules", tests: 10)

        // The style's templates are part of the build's fingerprint.
        let again = try TeamFixture.run(["check"], in: project, cacheRoot: root)
        XCTAssertTrue(again.standardOutput.contains("no change since the last build"), again.standardOutput)
        // (A text of this run's own: the cache keeps earlier runs' builds.)
        try Data((OwnStyleCommandTests.presenterTemplate + "{# \(UUID()) #}\n").utf8).write(
            to: project.appendingPathComponent("Styles/teamViper/Presenter.stencil"))
        let changed = try TeamFixture.run(["check"], in: project, cacheRoot: root)
        XCTAssertEqual(changed.status, 0, changed.standardOutput + changed.standardError)
        XCTAssertFalse(changed.standardOutput.contains("no change since the last build"), changed.standardOutput)
    }
}
