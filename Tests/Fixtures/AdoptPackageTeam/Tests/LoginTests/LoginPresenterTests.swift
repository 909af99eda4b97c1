import XCTest
@testable import Login

final class LoginPresenterTests: XCTestCase {
    private var view: LoginViewSpy!
    private var interactor: LoginInteractorSpy!
    private var router: LoginRouterSpy!
    private var presenter: LoginPresenter!

    override func setUp() {
        super.setUp()
        view = LoginViewSpy()
        interactor = LoginInteractorSpy()
        router = LoginRouterSpy()
        presenter = LoginPresenter(interactor: interactor, router: router)
        presenter.view = view
    }

    func testAnEmptyPasswordShowsAnError() {
        presenter.loginTapped(email: "ann@example.com", password: "")
        XCTAssertEqual(view.shownErrors, ["Enter your email and password."])
        XCTAssertEqual(interactor.emails, [])
    }

    func testLoginAsksTheInteractor() {
        presenter.loginTapped(email: "ann@example.com", password: "secret")
        XCTAssertEqual(view.loadingStates, [true])
        XCTAssertEqual(interactor.emails, ["ann@example.com"])
    }

    func testSuccessOpensTheProfile() {
        presenter.loginSucceeded(name: "Ann")
        XCTAssertEqual(router.openedProfiles, ["Ann"])
    }

    func testSigningOutOfTheProfileIsShown() {
        presenter.profileDidSignOut()
        XCTAssertEqual(view.shownErrors, ["Signed out."])
    }
}
