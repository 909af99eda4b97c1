import XCTest
@testable import App

final class LoginRouterTests: XCTestCase {
    func testOpeningHomeWithoutAViewControllerDoesNothing() {
        let router = LoginRouter()
        router.openHome(for: User(id: "1", name: "Ann"))
    }
}
