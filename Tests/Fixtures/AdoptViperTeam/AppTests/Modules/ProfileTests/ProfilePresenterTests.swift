import XCTest
@testable import App

final class ProfilePresenterTests: XCTestCase {
    func testShowsTheUsersName() {
        let view = ProfileViewSpy()
        let presenter = ProfilePresenter(interactor: ProfileInteractorSpy(), router: ProfileRouterSpy(),
                                         user: User(id: "1", name: "Ann"))
        presenter.view = view

        presenter.viewDidLoad()

        XCTAssertEqual(view.shownNames, ["Ann"])
    }

    func testSigningOutTellsTheDelegateAndCloses() {
        let view = ProfileViewSpy(), router = ProfileRouterSpy(), delegate = ProfileDelegateSpy()
        let presenter = ProfilePresenter(interactor: ProfileInteractorSpy(), router: router, user: User(id: "1", name: "Ann"))
        presenter.view = view
        presenter.delegate = delegate

        presenter.didSignOut()

        XCTAssertTrue(view.signedOut)
        XCTAssertTrue(delegate.signedOut)
        XCTAssertTrue(router.closed)
    }
}
