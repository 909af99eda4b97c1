import XCTest
@testable import App

final class ProfileInteractorTests: XCTestCase {
    func testSignOutClearsTheSessionAndReports() {
        let store = SessionStoreSpy(), output = ProfileOutputSpy()
        let interactor = ProfileInteractor(sessionStore: store)
        interactor.presenter = output

        interactor.signOut()

        XCTAssertTrue(store.cleared)
        XCTAssertEqual(output.didSignOutCount, 1)
    }
}
