import XCTest
@testable import Login

final class LoginRouterTests: XCTestCase {
    func testOpeningTheProfileWithoutAViewControllerDoesNothing() {
        LoginRouter().openProfile(name: "Ann")
    }
}
