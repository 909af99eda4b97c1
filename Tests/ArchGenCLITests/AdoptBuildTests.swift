import Foundation
import TestSupport
import XCTest

/// `archgen adopt` through the binary on `Fixtures/AdoptViperTeam`: a VIPER
/// app written by hand the way a team writes one (Login opens Profile, which
/// tells it when the user signs out through its delegate; init-injected
/// services, one of them the app's analytics, which both use; hand-written spies). adopt writes its specs and archgen.yml
/// with no hand edit, and then `check --run-tests` passes in Swift 6 and 5
/// with archgen's generated contracts and doubles in place of the team's.
final class AdoptBuildTests: XCTestCase {
    private static let modules = ["App/Modules/Login", "App/Modules/Profile"]

    private func project(_ name: String = "AdoptViperTeam") throws -> (root: URL, project: URL) {
        try AdoptFixture.copy(name)
    }

    private func files(in folder: URL) throws -> [String: Data] {
        try AdoptFixture.files(in: folder)
    }

    func testTheTeamsModulesAreAdoptedWithNoHandEditAndCheckPassesInSwift6And5() throws {
        _ = try SwiftToolchain.requireSwift()
        let (root, project) = try project()
        let adopt = try TeamFixture.run(["adopt", "--replace"] + Self.modules, in: project, cacheRoot: root)
        XCTAssertEqual(adopt.status, 0, adopt.standardOutput + adopt.standardError)
        XCTAssertTrue(adopt.standardOutput.contains("proof: passed, check: 2 modules up to date"), adopt.standardOutput)
        let spec = try String(contentsOf: project.appendingPathComponent("Specs/Profile.archgen"), encoding: .utf8)
        XCTAssertEqual(spec, """
            # Adopted by archgen from App/Modules/Profile.
            module: Profile
            style: viper
            platform: uikit
            services:
              SessionStoreProtocol:
                property: sessionStore
                members:
                  - clear()
              AnalyticsService:
                property: analytics
            external:
              - ../App/Models/User.swift
            input: (user: User)
            view:
              - show(name: String)
              - showSignedOut()
            events:
              - viewDidLoad()
              - signOutTapped()
            interactor:
              - signOut()
            output:
              - didSignOut()
            routes:
              - close()
            delegate:
              - profileDidSignOut()

            """)
        let settings = project.appendingPathComponent("archgen.yml")
        let written = try String(contentsOf: settings, encoding: .utf8)
        XCTAssertTrue(written.contains("""
                wiring:
                  view.presenter:
                    optional: "!"
                    declared: true
                  interactor.output:
                    property: presenter
                isolation: none
            shared:
              sources: App/Services
              services:
                AnalyticsService:
                  members: ["track(_ event: String)"]
            """), written)
        try assertCheckedInSwift6And5(project, root: root, tests: 11)
    }

    private func assertCheckedInSwift6And5(_ project: URL, root: URL, tests: Int, line: UInt = #line) throws {
        try AdoptFixture.assertCheckedInSwift6And5(project, root: root, tests: tests, line: line)
    }

    func testADryRunPrintsTheSpecsAndTheSettingsDiffAndChangesNoFile() throws {
        _ = try SwiftToolchain.requireSwift()
        let (root, project) = try project()
        let before = try files(in: project)
        let adopt = try TeamFixture.run(["adopt", "--dry-run"] + Self.modules, in: project, cacheRoot: root)
        XCTAssertEqual(adopt.status, 0, adopt.standardOutput + adopt.standardError)
        XCTAssertTrue(adopt.standardOutput.hasPrefix("""
            adopt: Login (viper) from App/Modules/Login, tests AppTests/Modules/LoginTests
            --- Specs/Login.archgen
            # Adopted by archgen from App/Modules/Login.
            """), adopt.standardOutput)
        XCTAssertTrue(adopt.standardOutput.contains("""
            +++ b/archgen.yml
            @@ -0,0 +1,29 @@
            +specs: Specs
            +paths:
            +  sources: "App/Modules/{module}"
            +  tests: "AppTests/Modules/{module}Tests"
            +defaults:
            +  appModule: App
            """), adopt.standardOutput)
        XCTAssertTrue(adopt.standardOutput.hasSuffix("wrote nothing\n"), adopt.standardOutput)
        XCTAssertEqual(try files(in: project), before)
    }

    /// Settings holds its presenter `unowned`, which archgen does not write:
    /// adopted after the others, it reuses their settings (archgen.yml is
    /// unchanged), gets a located note, and none of the team's files change.
    func testAModuleArchgenCannotFullyExpressIsAdoptedWithANoteAndTheTeamsFilesUnchanged() throws {
        _ = try SwiftToolchain.requireSwift()
        let (root, project) = try project()
        XCTAssertEqual(try TeamFixture.run(["adopt", "--replace"] + Self.modules, in: project, cacheRoot: root).status, 0)
        let before = try files(in: project)
        let adopt = try TeamFixture.run(["adopt", "App/Modules/Settings"], in: project, cacheRoot: root)
        XCTAssertEqual(adopt.status, 0, adopt.standardOutput + adopt.standardError)
        XCTAssertEqual(adopt.standardError, """
            App/Modules/Settings/SettingsInteractor.swift:5:5: note: `unowned var presenter`: archgen's scaffolds and doubles hold it `weak`
                unowned var presenter: SettingsInteractorOutputProtocol!
                ^
            hint: the team's declaration stays as it is; archgen.yml's `wiring` names the property, not its ownership

            """)
        XCTAssertTrue(adopt.standardOutput.hasSuffix("wrote Specs/Settings.archgen\n"), adopt.standardOutput)
        var after = try files(in: project)
        XCTAssertNotNil(after.removeValue(forKey: "Specs/Settings.archgen"))
        XCTAssertEqual(after, before)
    }

    /// A default implementation in an extension of the contract, which
    /// archgen's contract would not have: noted at its line, and the proof
    /// fails where the team's presenter calls it, so nothing is written.
    func testWhenTheProofFailsNothingIsWrittenAndTheNoteSaysWhy() throws {
        _ = try SwiftToolchain.requireSwift()
        let (root, project) = try project()
        let contract = project.appendingPathComponent("App/Modules/Settings/SettingsProtocols.swift")
        try Data((try String(contentsOf: contract, encoding: .utf8)
            + "\nextension SettingsViewProtocol {\n    func showPlaceholder() { show(version: \"-\") }\n}\n").utf8).write(to: contract)
        let presenter = project.appendingPathComponent("App/Modules/Settings/SettingsPresenter.swift")
        try Data(try String(contentsOf: presenter, encoding: .utf8).replacingOccurrences(
            of: "        interactor.loadVersion()", with: "        view?.showPlaceholder()\n        interactor.loadVersion()").utf8).write(to: presenter)
        let before = try files(in: project)
        let adopt = try TeamFixture.run(["adopt", "--replace", "App/Modules/Settings"], in: project, cacheRoot: root)
        XCTAssertEqual(adopt.status, 1, adopt.standardOutput + adopt.standardError)
        XCTAssertTrue(adopt.standardError.contains("""
            App/Modules/Settings/SettingsProtocols.swift:36:5: note: showPlaceholder is implemented in an extension of \
            SettingsViewProtocol in the contract, which archgen writes without it
                func showPlaceholder() { show(version: "-") }
                ^
            hint: move the extension to a file of the team's: it then stays, beside archgen's contract
            """), adopt.standardError)
        XCTAssertTrue(adopt.standardError.contains(
            "App/Modules/Settings/SettingsPresenter.swift:14:15: error: value of type 'any SettingsViewProtocol' has no member 'showPlaceholder'"),
            adopt.standardError)
        XCTAssertTrue(adopt.standardOutput.hasSuffix("wrote nothing\n"), adopt.standardOutput)
        XCTAssertEqual(try files(in: project), before)
    }

    /// `Fixtures/AdoptMVVMTeam`: an MVVM app (the catalog opens a product's
    /// detail, which tells it what went into the cart through its delegate),
    /// whose two modules name their view model's output each their own way:
    /// the second gets a style of its own, based on mvvm. Catalog's tests
    /// are XCTest's, ProductDetail's Swift Testing's.
    func testAnMVVMAppIsAdoptedWithAStyleOfItsOwnForTheModuleWhoseConventionsDiffer() throws {
        _ = try SwiftToolchain.requireSwift()
        let (root, project) = try project("AdoptMVVMTeam")
        let adopt = try TeamFixture.run(
            ["adopt", "--replace", "Shop/Features/Catalog", "Shop/Features/ProductDetail"], in: project, cacheRoot: root)
        XCTAssertEqual(adopt.status, 0, adopt.standardOutput + adopt.standardError)
        let settings = try String(contentsOf: project.appendingPathComponent("archgen.yml"), encoding: .utf8)
        XCTAssertTrue(settings.hasSuffix("""
              mvvmProductDetail:
                protocols:
                  events: "{module}ViewModelProtocol"
                  routes: "{module}CoordinatorProtocol"
                  view: "{module}View"
                wiring:
                  viewModel.output:
                    property: view
                isolation: none
                base: mvvm

            """), settings)
        XCTAssertTrue(adopt.standardOutput.contains("adopt: ProductDetail (mvvmProductDetail, based on mvvm) from "), adopt.standardOutput)
        let spec = try String(contentsOf: project.appendingPathComponent("Specs/Catalog.archgen"), encoding: .utf8)
        XCTAssertTrue(spec.contains("\nevents:\n  - var title: String { get }\n  - onAppear()\n"), spec)
        let detail = try String(contentsOf: project.appendingPathComponent("Specs/ProductDetail.archgen"), encoding: .utf8)
        XCTAssertTrue(detail.contains("\nplatform: uikit\ntests: swift-testing\n"), detail)  // its tests are Swift Testing's
        try assertCheckedInSwift6And5(project, root: root, tests: 7)
    }

    /// `--format json`, for tools: each module's style as recognised and as
    /// its spec names it, the values added to archgen.yml, the proof, nothing written.
    func testJSONNamesEachModulesStyleTheSettingsAddedAndTheProof() throws {
        _ = try SwiftToolchain.requireSwift()
        let (root, project) = try project("AdoptMVVMTeam")
        let adopt = try TeamFixture.run(["adopt", "--dry-run", "--format", "json", "Shop/Features/Catalog", "Shop/Features/ProductDetail"],
                                        in: project, cacheRoot: root)
        XCTAssertEqual(adopt.status, 0, adopt.standardOutput + adopt.standardError)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(adopt.standardOutput.utf8)) as? [String: Any])
        let modules = try XCTUnwrap(json["modules"] as? [[String: Any]])
        XCTAssertEqual(modules.map { $0["style"] as? String }, ["mvvm", "mvvmProductDetail"])
        XCTAssertEqual(modules.map { $0["recognised"] as? String }, ["mvvm", "mvvm"])
        XCTAssertEqual(modules.map { $0["replaces"] as? [String] }, [
            ["Shop/Features/Catalog/CatalogContract.swift"], ["Shop/Features/ProductDetail/ProductDetailContract.swift"],
        ])
        let added = try XCTUnwrap(json["added"] as? [String])
        XCTAssertTrue(added.contains("styles.mvvmProductDetail.base: mvvm"), "\(added)")
        XCTAssertEqual((json["proof"] as? [String: Any])?["passed"] as? Bool, true)
        XCTAssertEqual(json["written"] as? [String], [])
    }

    /// Without the team's coordinator tests, archgen's own would stand in,
    /// and they build the module with archgen's assembly, which the team's
    /// coordinator does not have: the proof fails, with a note at the file.
    func testAScaffoldArchgenWouldWriteThatDoesNotCompileIsNoted() throws {
        _ = try SwiftToolchain.requireSwift()
        let (root, project) = try project("AdoptMVVMTeam")
        try FileManager.default.removeItem(at: project.appendingPathComponent("ShopTests/CatalogTests/CatalogCoordinatorTests.swift"))
        let adopt = try TeamFixture.run(["adopt", "Shop/Features/Catalog", "Shop/Features/ProductDetail"], in: project, cacheRoot: root)
        XCTAssertEqual(adopt.status, 1, adopt.standardOutput + adopt.standardError)
        XCTAssertTrue(adopt.standardError.contains("""
            ShopTests/CatalogTests/CatalogCoordinatorTests.swift: note: archgen's scaffold, written where the team has no such file, \
            does not compile with the team's code
            hint: write the team's own CatalogCoordinatorTests.swift there: adopt then leaves it to the team
            """), adopt.standardError)
        XCTAssertTrue(adopt.standardOutput.hasSuffix("wrote nothing\n"), adopt.standardOutput)
    }
}
