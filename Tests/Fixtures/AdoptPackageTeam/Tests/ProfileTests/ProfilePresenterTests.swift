import XCTest
@testable import Profile

final class ProfilePresenterTests: XCTestCase {
    func testShowsTheName() {
        let view = ProfileViewSpy()
        let presenter = ProfilePresenter(interactor: ProfileInteractorSpy(), router: ProfileRouterSpy(), name: "Ann")
        presenter.view = view

        presenter.viewDidLoad()

        XCTAssertEqual(view.shownNames, ["Ann"])
    }

    func testSigningOutTellsTheDelegateAndCloses() {
        let view = ProfileViewSpy(), router = ProfileRouterSpy(), delegate = ProfileDelegateSpy()
        let presenter = ProfilePresenter(interactor: ProfileInteractorSpy(), router: router, name: "Ann")
        presenter.view = view
        presenter.delegate = delegate

        presenter.didSignOut()

        XCTAssertTrue(view.signedOut)
        XCTAssertTrue(delegate.signedOut)
        XCTAssertTrue(router.closed)
    }
}
