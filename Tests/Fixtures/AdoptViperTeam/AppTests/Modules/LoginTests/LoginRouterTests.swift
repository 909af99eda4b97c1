import XCTest
@testable import App

final class LoginRouterTests: XCTestCase {
    func testOpeningTheProfileWithoutAViewControllerDoesNothing() {
        let router = LoginRouter()
        router.openProfile(for: User(id: "1", name: "Ann"), delegate: nil)
    }
}
