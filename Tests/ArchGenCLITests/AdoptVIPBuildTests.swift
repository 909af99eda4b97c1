import Foundation
import TestSupport
import XCTest

/// `archgen adopt` through the binary on `Fixtures/AdoptVIPTeam`: a Clean
/// Swift app written by hand the way a team writes one. OrderList (UIKit,
/// Swift Testing, its spies at the top level of a test file, named as
/// archgen's would be) opens OrderDetail (no UI framework, XCTest, Clean
/// Swift's spies nested in the test cases), whose interactor tells
/// OrderList's when an order is cancelled (a delegate); each interactor is
/// given its worker through `init`, and both report to the app's analytics
/// (a shared service). adopt writes their specs and archgen.yml with no hand
/// edit, and `check --run-tests` then passes in Swift 6 and 5 with
/// archgen's generated protocols, models and doubles in place of the team's.
final class AdoptVIPBuildTests: XCTestCase {
    func testACleanSwiftAppIsAdoptedWithNoHandEditAndCheckPassesInSwift6And5() throws {
        _ = try SwiftToolchain.requireSwift()
        let (root, project) = try AdoptFixture.copy("AdoptVIPTeam")
        let adopt = try TeamFixture.run(["adopt", "--replace", "Store/Scenes/OrderList", "Store/Scenes/OrderDetail"],
                                        in: project, cacheRoot: root)
        XCTAssertEqual(adopt.status, 0, adopt.standardOutput + adopt.standardError)
        XCTAssertEqual(adopt.standardError, "")
        XCTAssertTrue(adopt.standardOutput.contains("proof: passed, check: 2 modules up to date"), adopt.standardOutput)
        let spec = try String(contentsOf: project.appendingPathComponent("Specs/OrderDetail.archgen"), encoding: .utf8)
        XCTAssertEqual(spec, """
            SPEC
            """)
        let settings = try String(contentsOf: project.appendingPathComponent("archgen.yml"), encoding: .utf8)
        XCTAssertEqual(settings, """
            SETTINGS
            """)
        try AdoptFixture.assertCheckedInSwift6And5(project, root: root, tests: 13)
    }
}
