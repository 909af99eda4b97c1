import XCTest
@testable import Profile

final class ProfileInteractorTests: XCTestCase {
    func testSignOutClearsTheSession() {
        let store = SessionStoreSpy(), output = ProfileOutputSpy()
        let interactor = ProfileInteractor(sessionStore: store)
        interactor.presenter = output

        interactor.signOut()

        XCTAssertTrue(store.cleared)
        XCTAssertEqual(output.didSignOutCount, 1)
    }
}
