import XCTest
@testable import App

final class ProfileRouterTests: XCTestCase {
    func testClosingWithoutAViewControllerDoesNothing() {
        ProfileRouter().close()
    }
}
