import Foundation
import TestSupport
import XCTest

/// Issue 36's named calls (`calls openSettings`) as `dump` shows them, without a build
/// (`MemberCallBuildTests` builds the modules).
final class MemberCallCommandTests: XCTestCase {
    /// `dump` shows the call a member names, after the member's place.
    func testDumpShowsTheCallAMemberNames() throws {
        let project = try ScratchDirectory()
        _ = try project.write("Restaurants.archgen", MemberCallBuildTests.specs["Restaurants.archgen"]!)
        let dump = try BinaryRunner.run(["dump", "Restaurants.archgen"], in: project.url, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(dump.status, 0, dump.standardError)
        XCTAssertTrue(dump.standardOutput.contains("""
                  "text": "loadRestaurants()",
                  "line": 11,
                  "column": 5,
                  "calls": "RestaurantStore.restaurantNames",
                  "kind": "method",
            """), dump.standardOutput)
    }

}
