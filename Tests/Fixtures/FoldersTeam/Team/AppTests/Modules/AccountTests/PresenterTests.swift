import XCTest
@testable import App

@MainActor
final class AccountPresenterTests: XCTestCase {
    private var sut: AccountPresenter!
    private var view: AccountViewSpy!
    private var interactor: AccountInteractionSpy!
    private var router: AccountRoutableSpy!

    override func setUp() async throws {
        sut = AccountPresenter()
        view = AccountViewSpy()
        interactor = AccountInteractionSpy()
        router = AccountRoutableSpy()
        sut.view = view
        sut.interactor = interactor
        sut.router = router
    }

    func testLoadsTheNameWhenTheViewLoads() async {
        sut.viewDidLoad()
        XCTAssertEqual(interactor.loadNameCallsCount, 1)
    }

    func testShowsAGuestWithoutAName() async {
        sut.didLoad(name: "")
        XCTAssertEqual(view.showNameReceivedName, "Guest")
    }

    func testSigningOutShowsSignIn() async {
        sut.didTapSignOut()
        XCTAssertTrue(router.showSignInCalled)
    }
}
