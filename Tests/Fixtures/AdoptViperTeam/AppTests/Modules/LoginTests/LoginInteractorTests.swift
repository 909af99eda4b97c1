import XCTest
@testable import App

final class LoginInteractorTests: XCTestCase {
    func testASuccessfulLoginReportsTheUser() {
        let service = MockAuthService()
        service.result = .success(User(id: "7", name: "Bo"))
        let output = MockLoginInteractorOutput()
        let interactor = LoginInteractor(authService: service)
        interactor.presenter = output

        interactor.login(email: "bo@example.com", password: "pw")

        XCTAssertEqual(output.succeeded, [User(id: "7", name: "Bo")])
    }

    func testAFailedLoginReportsAMessage() {
        let output = MockLoginInteractorOutput()
        let interactor = LoginInteractor(authService: MockAuthService())
        interactor.presenter = output

        interactor.login(email: "bo@example.com", password: "wrong")

        XCTAssertEqual(output.failures, ["Wrong email or password."])
    }
}
