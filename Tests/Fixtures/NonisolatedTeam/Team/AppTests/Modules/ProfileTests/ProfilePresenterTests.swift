import XCTest
@testable import App

// The team's tests: an ordinary (nonisolated) XCTest class with archgen's spies.
final class ProfilePresenterTests: XCTestCase {
    private var presenter: ProfilePresenter!
    private var view: ProfileViewSpy!
    private var interactor: ProfileInteractionSpy!
    private var router: ProfileRoutableSpy!

    override func setUp() {
        super.setUp()
        presenter = ProfilePresenter()
        view = ProfileViewSpy()
        interactor = ProfileInteractionSpy()
        router = ProfileRoutableSpy()
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        presenter.userID = "42"
    }

    func testViewDidLoadLoadsTheUsersProfile() {
        presenter.viewDidLoad()

        XCTAssertEqual(interactor.loadProfileIdReceivedInvocations, ["42"])
    }

    func testALoadedProfileShowsItsName() {
        presenter.didLoad(profile: Profile(id: "42", name: "Ada"))

        XCTAssertEqual(view.showNameReceivedName, "Ada")
        XCTAssertFalse(view.showErrorMessageCalled)
    }

    func testAFailureShowsAnError() {
        presenter.didFail(error: ProfileNotFound(id: "42"))

        XCTAssertEqual(view.showErrorMessageCallsCount, 1)
    }

    func testCloseRoutes() {
        presenter.didTapClose()

        XCTAssertTrue(router.closeCalled)
    }
}
