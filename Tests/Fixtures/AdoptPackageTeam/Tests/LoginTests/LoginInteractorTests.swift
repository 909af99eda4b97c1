import XCTest
@testable import Login

final class LoginInteractorTests: XCTestCase {
    func testASuccessfulLoginReportsTheName() {
        let service = AuthServiceStub(), output = LoginOutputSpy()
        service.name = "Bo"
        let interactor = LoginInteractor(authService: service)
        interactor.presenter = output

        interactor.login(email: "bo@example.com", password: "pw")

        XCTAssertEqual(output.names, ["Bo"])
    }

    func testAFailedLoginReportsAMessage() {
        let output = LoginOutputSpy()
        let interactor = LoginInteractor(authService: AuthServiceStub())
        interactor.presenter = output

        interactor.login(email: "bo@example.com", password: "wrong")

        XCTAssertEqual(output.failures, ["Wrong email or password."])
    }
}
