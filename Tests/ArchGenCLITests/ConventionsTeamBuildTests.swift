import Foundation
import TestSupport
import XCTest

/// A Swift 6 team whose conventions each once needed a setting archgen did
/// not have (`Fixtures/ConventionsTeam`, one module per convention, the
/// team's own code under `Team/`): an empty routing protocol kept for a
/// router with no route yet, a static factory in the router's protocol, a
/// view given its presenter through `init` and not declaring it, a service
/// held as a `private let` given in `init`, the module's input passed to the
/// presenter's `init`. With only the specs and archgen.yml, the team's code
/// compiles against archgen's contracts and its tests pass, in Swift 6 and
/// Swift 5 mode; without the settings, it does not compile.
final class ConventionsTeamBuildTests: XCTestCase {
    private let fixture = TeamFixture(name: "ConventionsTeam")

    func testEachConventionCompilesAndPassesAgainstArchgensContractsInSwift6AndSwift5() throws {
        _ = try SwiftToolchain.requireSwift()
        let (root, project, generate) = try fixture.generated()
        XCTAssertEqual(generate.status, 0, generate.standardError)
        for path in [
            "App/Modules/Main/MainRouter.swift", "App/Modules/Profile/ProfileRouter.swift",
            "App/Modules/Contacts/ContactsPresenter.swift", "App/Modules/Orders/OrdersInteractor.swift",
            "App/Modules/Checkout/CheckoutPresenter.swift", "AppTests/Modules/OrdersTests/OrdersConfiguratorTests.swift",
        ] {
            XCTAssertTrue(generate.standardOutput.contains("skip (exists)  " + path), generate.standardOutput)
        }
        func source(_ path: String) throws -> String {
            try String(contentsOf: project.appendingPathComponent(path), encoding: .utf8)
        }
        XCTAssertTrue(try source("App/Modules/Main/MainProtocols.swift").contains("protocol MainRoutingLogic: AnyObject {}\n"))
        XCTAssertTrue(try source("App/Modules/Profile/ProfileContract.swift").contains("""
            protocol ProfileRoutable: AnyObject {
                static func createModule(userID: String) -> any ProfileView
                func close()
            }
            """))
        XCTAssertTrue(try source("App/Modules/Contacts/ContactsContract.swift").contains("""
            protocol ContactsView: AnyObject {
                func show(names: [String])
            }
            """))
        XCTAssertTrue(try source("App/Modules/Orders/OrdersProtocols.swift").contains("""
            protocol OrdersBusinessLogic: AnyObject {
                func fetchOrders(request: Orders.FetchOrders.Request)
            }
            """))

        let settings = project.appendingPathComponent("archgen.yml")
        let written = try String(contentsOf: settings, encoding: .utf8)
        for mode in LanguageModeProof.modes {
            try Data((written + "build:\n  languageMode: \(mode)\n").utf8).write(to: settings)
            try TeamFixture.assertChecked(project, cacheRoot: root, modules: "5 modules", tests: 28, languageMode: mode)
        }
    }

    /// Without `keep: [routes]` and VIPER's links set after init, the team's
    /// router and presenter no longer compile: the settings are what made them fit.
    /// (The view's link through init, Contacts' convention, is archgen's default now.)
    func testWithoutTheSettingsTheTeamsCodeDoesNotCompile() throws {
        _ = try SwiftToolchain.requireSwift()
        let (root, project, _) = try fixture.generated()
        let settings = project.appendingPathComponent("archgen.yml")
        let written = try String(contentsOf: settings, encoding: .utf8)
        for (setting, error) in [
            ("    keep: [routes]\n", "App/Modules/Main/MainRouter.swift:6:25: error: cannot find type 'MainRoutingLogic' in scope"),
            (Self.viperWiring,
             "App/Modules/Checkout/CheckoutRouter.swift:13:14: error: value of type 'some CheckoutView' has no member 'presenter'"),
        ] {
            let without = written.replacingOccurrences(of: setting, with: "")
            XCTAssertNotEqual(without, written)
            try Data(without.utf8).write(to: settings)
            XCTAssertEqual(try TeamFixture.run(["generate"], in: project).status, 0)
            let check = try TeamFixture.run(["check"], in: project, cacheRoot: root)
            XCTAssertEqual(check.status, 1, check.standardOutput + check.standardError)
            XCTAssertTrue(check.standardError.contains(error), check.standardError)
        }
    }

    /// archgen.yml's `viper:` entry: the team's links, set after init and declared in the protocols.
    private static let viperWiring = """
          viper:
            wiring:                    # the team's convention: links set after init, declared in the protocols
              view.presenter: {optional: "!", declared: true}
              presenter.view: {declared: true}
              presenter.interactor: {optional: "!", declared: true}
              presenter.router: {optional: "!", declared: true}
              interactor.output: {declared: true}

        """
}
