import Foundation
import TestSupport
import XCTest

/// The MVPC team's archgen.yml (`Fixtures/MVPCTeam`) read by `check`, without a build.
final class MVPCTeamCommandTests: XCTestCase {
    private let fixture = TeamFixture(name: "MVPCTeam")

    /// archgen.yml may not rename a link to a name the holder's template reserves (the manifest's `reserves:`).
    func testARenamedLinkMayNotTakeANameItsTemplateReserves() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("archgen-MVPCTeam-reserves")
        try fixture.copy(to: project)
        let settings = project.appendingPathComponent("archgen.yml")
        let team = try String(contentsOf: settings, encoding: .utf8)
        try Data(team.replacingOccurrences(of: "  mvpc: {path: Styles/mvpc}\n", with: """
              mvpc:
                path: Styles/mvpc
                wiring:
                  coordinator.viewController: {property: navigationController}

            """).utf8).write(to: settings)
        let check = try TeamFixture.run(["check"], in: project)
        XCTAssertEqual(check.status, 2, check.standardOutput)
        XCTAssertEqual(check.standardError, """
            archgen.yml:18:46: error: 'navigationController' is taken
                  coordinator.viewController: {property: navigationController}
                                                         ^
            hint: the coordinator's template declares a 'navigationController' of its own (its manifest's 'reserves:')

            """)
    }
}
