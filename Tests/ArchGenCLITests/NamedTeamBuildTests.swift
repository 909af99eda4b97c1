import Foundation
import TestSupport
import XCTest

/// A Swift 6 team's VIPER app with names of its own (`Fixtures/NamedTeam`):
/// `ContactListPresenterProtocol`, the view's protocol called
/// `ContactListPresenterDelegate`, a router called `ContactListWireframe`,
/// spies called `Mock<Protocol>`, the interactor's link to its presenter
/// called `presenter`, the presenter's interactor and router passed to its
/// `init` (the router kept out of its protocol), and main-actor isolation without
/// `@preconcurrency`, all set in its archgen.yml's `styles`. archgen finds
/// the team's own presenter, interactor and wireframe rather than writing
/// beside them, and the team's code and main-actor tests compile and pass
/// against the generated contract through the real binary's check (Swift 6).
final class NamedTeamBuildTests: XCTestCase {
    private let fixture = TeamFixture(name: "NamedTeam")

    func testTheTeamsNamedCodeCompilesAndPassesInSwift6() throws {
        _ = try SwiftToolchain.requireSwift()
        let (root, project, generate) = try fixture.generated()
        XCTAssertEqual(generate.status, 0, generate.standardError)
        for path in ["ContactListPresenter.swift", "ContactListInteractor.swift", "ContactListWireframe.swift"] {
            XCTAssertTrue(generate.standardOutput.contains("skip (exists)  App/Modules/ContactList/" + path), generate.standardOutput)
        }
        XCTAssertTrue(generate.standardOutput.contains("create         AppTests/Modules/ContactListTests/ContactListWireframeTests.swift"),
                      generate.standardOutput)
        let sources = try FileManager.default.contentsOfDirectory(atPath: project.appendingPathComponent("App/Modules/ContactList").path)
        XCTAssertEqual(sources.sorted(), [
            "ContactListContract.swift", "ContactListInteractor.swift", "ContactListPresenter.swift", "ContactListWireframe.swift",
        ])
        let contract = try String(contentsOf: project.appendingPathComponent("App/Modules/ContactList/ContactListContract.swift"),
                                  encoding: .utf8)
        XCTAssertTrue(contract.contains("""
            /// View → presenter: user and lifecycle events.
            @MainActor
            protocol ContactListPresenterProtocol: AnyObject {
                var view: (any ContactListPresenterDelegate)? { get set }
                var interactor: any ContactListInteractorProtocol { get set }

                func refresh() async
            """), contract)
        XCTAssertTrue(contract.contains("    var presenter: (any ContactListInteractorDelegate)? { get set }\n"), contract)

        try TeamFixture.assertChecked(project, cacheRoot: root, modules: "1 module", tests: 5)
    }
}
