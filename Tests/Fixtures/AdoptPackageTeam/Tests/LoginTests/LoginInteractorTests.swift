import Core
import XCTest
@testable import Login

final class LoginInteractorTests: XCTestCase {
    func testASuccessfulLoginReportsTheName() {
        let service = AuthServiceStub(), output = LoginOutputSpy(), analytics = AnalyticsRecorder()
        service.name = "Bo"
        let interactor = LoginInteractor(authService: service, analytics: analytics)
        interactor.presenter = output

        interactor.login(email: "bo@example.com", password: "pw")

        XCTAssertEqual(output.names, ["Bo"])
        XCTAssertEqual(analytics.events, ["login"])
    }

    func testAFailedLoginReportsAMessage() {
        let output = LoginOutputSpy()
        let interactor = LoginInteractor(authService: AuthServiceStub(), analytics: AnalyticsRecorder())
        interactor.presenter = output

        interactor.login(email: "bo@example.com", password: "wrong")

        XCTAssertEqual(output.failures, ["Wrong email or password."])
    }
}
