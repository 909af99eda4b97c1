import XCTest
@testable import App

final class SettingsRouterTests: XCTestCase {
    func testClosingDoesNothingYet() {
        SettingsRouter().close()
    }
}
