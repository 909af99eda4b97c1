import XCTest
@testable import App

final class LoginPresenterTests: XCTestCase {
    private var view: MockLoginView!
    private var interactor: MockLoginInteractor!
    private var router: MockLoginRouter!
    private var presenter: LoginPresenter!

    override func setUp() {
        super.setUp()
        view = MockLoginView()
        interactor = MockLoginInteractor()
        router = MockLoginRouter()
        presenter = LoginPresenter(interactor: interactor, router: router)
        presenter.view = view
    }

    func testLoginWithEmptyEmailShowsAnError() {
        presenter.loginTapped(email: "", password: "secret")
        XCTAssertEqual(view.shownErrors, ["Enter your email and password."])
        XCTAssertTrue(interactor.logins.isEmpty)
    }

    func testLoginAsksTheInteractor() {
        presenter.loginTapped(email: "ann@example.com", password: "secret")
        XCTAssertEqual(view.loadingStates, [true])
        XCTAssertEqual(interactor.logins.map(\.email), ["ann@example.com"])
    }

    func testSuccessOpensTheProfile() {
        let user = User(id: "1", name: "Ann")
        presenter.loginSucceeded(user: user)
        XCTAssertEqual(router.openedProfiles, [user])
        XCTAssertEqual(view.loadingStates, [false])
    }

    func testFailureShowsTheMessage() {
        presenter.loginFailed(message: "Wrong email or password.")
        XCTAssertEqual(view.shownErrors, ["Wrong email or password."])
    }
}
