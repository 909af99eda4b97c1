import Foundation
import TestSupport
import XCTest

/// The folders team (`Fixtures/FoldersTeam`, `FoldersTeamCommandTests`): archgen writes where the team keeps its
/// files, and the team's code passes through the real binary's check in Swift 6 and Swift 5 mode.
final class FoldersTeamBuildTests: XCTestCase {
    private let fixture = TeamFixture(name: "FoldersTeam")

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
        XCTAssertEqual(try FoldersTeamCommandTests.files(below: project.appendingPathComponent("App/Modules")), [
            "Account/AccountInteractor.swift", "Account/AccountProtocols.swift", "Account/Presenter.swift",
            "Account/Wireframe/AccountWireframe.swift", "Orders/Contract/OrdersModels.swift", "Orders/Contract/OrdersProtocols.swift",
            "Orders/Interactor/OrdersInteractor.swift", "Orders/Interactor/OrdersWorker.swift", "Orders/OrdersBuilder.swift",
            "Orders/Presenter/OrdersPresenter.swift", "Orders/Router/OrdersRouter.swift",
        ])
        XCTAssertEqual(try FoldersTeamCommandTests.files(below: project.appendingPathComponent("AppTests/Modules")), [
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
        for mode in LanguageModeProof.modes {
            try Data((written + "build:\n  languageMode: \(mode)\n").utf8).write(to: settings)
            try TeamFixture.assertChecked(project, cacheRoot: root, modules: "2 modules", tests: 11, languageMode: mode)
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
}
