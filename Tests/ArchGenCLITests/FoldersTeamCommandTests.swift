import Foundation
import TestSupport
import XCTest

/// A team whose files live under names of its own and in subfolders
/// (`Fixtures/FoldersTeam`): a VIP scene with its protocols and models in
/// `Contract/`, an actor per folder, its builder as `OrdersBuilder.swift`, its
/// mocks in `Mocks/`, and VIP's data store and data passing named
/// `…Protocol`; a VIPER module whose presenter is `Presenter.swift`. All of it
/// set in archgen.yml's `styles: <style>: files:` and `protocols:`. archgen
/// writes there, finds the team's own presenter and interactor where the team
/// keeps them (never a second one beside), checks drift and missing files
/// there, and the team's code passes through the real binary's check in
/// Swift 6 and Swift 5 mode.
final class FoldersTeamCommandTests: XCTestCase {
    private let fixture = TeamFixture(name: "FoldersTeam")

    /// A team's presenter in a folder archgen.yml does not name yet: archgen
    /// writes nothing rather than a second presenter, and says which setting
    /// finds it; with the setting, the team's file is left as it is.
    func testATeamsActorWhereArchgenYmlDoesNotSayStopsGenerate() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("Home.archgen", "module: Home\nplatform: none\nevents:\n  - load()\n")
        let presenter = "final class HomePresenter: HomePresentation {\n    func load() {}\n}\n"
        try scratch.write("Home/Presenter/HomePresenter.swift", presenter)
        let generate = try TeamFixture.run(["generate"], in: scratch.url)
        XCTAssertEqual(generate.status, 2, generate.standardError)
        XCTAssertTrue(generate.standardError.hasPrefix("""
            Home.archgen:1:9: error: archgen would write 'HomePresenter' to Home/HomePresenter.swift, \
            but the project has it already (Home/Presenter/HomePresenter.swift:1)
            """), generate.standardError)
        XCTAssertEqual(try files(below: scratch.url.appendingPathComponent("Home")), ["Presenter/HomePresenter.swift"])

        try scratch.write("archgen.yml", "styles:\n  viper:\n    files: {presenter: \"Presenter/{type}.swift\"}\n")
        let again = try TeamFixture.run(["generate"], in: scratch.url)
        XCTAssertEqual(again.status, 0, again.standardError)
        XCTAssertTrue(again.standardOutput.contains("skip (exists)  Home/Presenter/HomePresenter.swift"), again.standardOutput)
        XCTAssertEqual(try String(contentsOf: scratch.url.appendingPathComponent("Home/Presenter/HomePresenter.swift"), encoding: .utf8),
                       presenter)
    }

    func testTheTeamsFilesAreFoundWhereTheTeamKeepsThem() throws {
        _ = try SwiftToolchain.requireSwift()
        let (root, project, generate) = try fixture.generated()
        XCTAssertEqual(generate.status, 0, generate.standardError)
        for path in [
            "App/Modules/Account/Presenter.swift", "AppTests/Modules/AccountTests/PresenterTests.swift",
            "App/Modules/Orders/Interactor/OrdersInteractor.swift", "AppTests/Modules/OrdersTests/Interactor/OrdersInteractorTests.swift",
        ] {
            XCTAssertTrue(generate.standardOutput.contains("skip (exists)  " + path), generate.standardOutput)
        }
        XCTAssertEqual(try files(below: project.appendingPathComponent("App/Modules")), [
            "Account/AccountInteractor.swift", "Account/AccountProtocols.swift", "Account/Presenter.swift",
            "Account/Wireframe/AccountWireframe.swift", "Orders/Contract/OrdersModels.swift", "Orders/Contract/OrdersProtocols.swift",
            "Orders/Interactor/OrdersInteractor.swift", "Orders/Interactor/OrdersWorker.swift", "Orders/OrdersBuilder.swift",
            "Orders/Presenter/OrdersPresenter.swift", "Orders/Router/OrdersRouter.swift",
        ])
        XCTAssertEqual(try files(below: project.appendingPathComponent("AppTests/Modules")), [
            "AccountTests/AccountInteractorTests.swift", "AccountTests/AccountWireframeTests.swift", "AccountTests/Mocks/AccountMocks.swift",
            "AccountTests/PresenterTests.swift", "OrdersTests/Interactor/OrdersInteractorTests.swift", "OrdersTests/Mocks/OrdersMocks.swift",
            "OrdersTests/OrdersConfiguratorTests.swift", "OrdersTests/Presenter/OrdersPresenterTests.swift",
        ])
        let protocols = try String(contentsOf: project.appendingPathComponent("App/Modules/Orders/Contract/OrdersProtocols.swift"),
                                   encoding: .utf8)
        XCTAssertTrue(protocols.contains("protocol OrdersDataPassingProtocol: AnyObject {\n    var dataStore: (any OrdersDataStoreProtocol)? { get }\n"),
                      protocols)
        let router = try String(contentsOf: project.appendingPathComponent("App/Modules/Orders/Router/OrdersRouter.swift"), encoding: .utf8)
        XCTAssertTrue(router.contains("final class OrdersRouter: OrdersRoutingLogic, OrdersDataPassingProtocol {"), router)
        let dump = try TeamFixture.run(["dump", "Specs/Orders.archgen"], in: project)
        XCTAssertTrue(dump.standardOutput.contains("""
                {
                  "path": "AppTests/Modules/OrdersTests/Mocks/OrdersMocks.swift",
                  "ownership": "generated"
                },
            """), dump.standardOutput)

        let settings = project.appendingPathComponent("archgen.yml")
        let written = try String(contentsOf: settings, encoding: .utf8)
        for mode in [6, 5] {
            try Data((written + "build:\n  languageMode: \(mode)\n").utf8).write(to: settings)
            try TeamFixture.assertChecked(project, cacheRoot: root, modules: "2 modules", tests: 11, mode: "Swift \(mode): ")
        }

        // check looks for the files where the team keeps them: an edited contract in Contract/, a missing Presenter.swift.
        let contract = project.appendingPathComponent("App/Modules/Orders/Contract/OrdersProtocols.swift")
        try Data((protocols + "// edited\n").utf8).write(to: contract)
        try FileManager.default.removeItem(at: project.appendingPathComponent("App/Modules/Account/Presenter.swift"))
        let check = try TeamFixture.run(["check", "--no-build"], in: project)
        XCTAssertEqual(check.status, 1, check.standardError)
        XCTAssertTrue(check.standardError.contains("App/Modules/Account/Presenter.swift: error: scaffold file is missing\n"),
                      check.standardError)
        XCTAssertTrue(check.standardError.contains(
            "App/Modules/Orders/Contract/OrdersProtocols.swift:\(protocols.split(separator: "\n", omittingEmptySubsequences: false).count):1: "
                + "error: generated file differs from what Orders.archgen generates"), check.standardError)

        // check --staged reads them from the index, where the team keeps them.
        let git = try ScratchGitRepository.requireGit()
        func gitRun(_ arguments: String...) throws {
            let result = try BinaryRunner.run(git, arguments, in: project, environment: ScratchGitRepository.isolation)
            XCTAssertEqual(result.status, 0, result.standardError)
        }
        XCTAssertEqual(try TeamFixture.run(["generate"], in: project).status, 0)
        try gitRun("init", "--quiet")
        try gitRun("add", ".")
        try gitRun("commit", "--quiet", "-m", "modules")
        let models = project.appendingPathComponent("App/Modules/Orders/Contract/OrdersModels.swift")
        try Data((try String(contentsOf: models, encoding: .utf8) + "// edited\n").utf8).write(to: models)
        try gitRun("add", "App/Modules/Orders/Contract/OrdersModels.swift")
        try gitRun("rm", "--quiet", "--cached", "App/Modules/Orders/Interactor/OrdersInteractor.swift")
        let staged = try TeamFixture.run(["check", "--staged", "--no-build"], in: project)
        XCTAssertEqual(staged.status, 1, staged.standardError)
        XCTAssertTrue(staged.standardError.contains("App/Modules/Orders/Interactor/OrdersInteractor.swift: error: scaffold file is missing\n"),
                      staged.standardError)
        XCTAssertTrue(staged.standardError.contains(
            "App/Modules/Orders/Contract/OrdersModels.swift:21:1: error: generated file differs from what Orders.archgen generates"),
                      staged.standardError)
    }

    /// The Swift files below `folder`, by their paths from it, sorted.
    private func files(below folder: URL) throws -> [String] {
        try SourceFile.swiftFiles(in: folder).map(\.name)
    }
}
