import XCTest
@testable import App

final class LoginInteractorTests: XCTestCase {
    func testASuccessfulLoginReportsTheUser() {
        let service = MockAuthService()
        service.result = .success(User(id: "7", name: "Bo"))
        let output = MockLoginInteractorOutput(), analytics = MockAnalytics()
        let interactor = LoginInteractor(authService: service, analytics: analytics)
        interactor.presenter = output

        interactor.login(email: "bo@example.com", password: "pw")

        XCTAssertEqual(output.succeeded, [User(id: "7", name: "Bo")])
        XCTAssertEqual(analytics.events, ["login"])
    }

    func testAFailedLoginReportsAMessage() {
        let output = MockLoginInteractorOutput()
        let interactor = LoginInteractor(authService: MockAuthService(), analytics: MockAnalytics())
        interactor.presenter = output

        interactor.login(email: "bo@example.com", password: "wrong")

        XCTAssertEqual(output.failures, ["Wrong email or password."])
    }
}
