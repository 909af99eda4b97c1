import XCTest
@testable import Profile

final class ProfileRouterTests: XCTestCase {
    func testClosingWithoutAViewControllerDoesNothing() {
        ProfileRouter().close()
    }
}
