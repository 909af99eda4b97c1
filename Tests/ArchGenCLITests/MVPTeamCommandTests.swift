import Foundation
import TestSupport
import XCTest

/// The MVP team's project (`Fixtures/MVPTeam`) through commands that need no build.
final class MVPTeamCommandTests: XCTestCase {
    private let fixture = TeamFixture(name: "MVPTeam")

    /// `archgen help styles mvp` inside the project prints the style folder's reference.
    func testHelpPrintsTheStylesReferenceInsideTheProject() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("archgen-MVPTeam-help")
        try fixture.copy(to: project)
        let help = try TeamFixture.run(["help", "styles", "mvp"], in: project)
        XCTAssertEqual(help.status, 0, help.standardError)
        XCTAssertEqual(help.standardOutput,
                       try String(contentsOf: fixture.folder.appendingPathComponent("Styles/mvp/reference.md"), encoding: .utf8))
    }
}
