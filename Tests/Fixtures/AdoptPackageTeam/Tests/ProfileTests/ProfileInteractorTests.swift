import Core
import XCTest
@testable import Profile

final class ProfileInteractorTests: XCTestCase {
    func testSignOutClearsTheSessionAndReports() {
        let store = SessionStoreSpy(), output = ProfileOutputSpy(), analytics = AnalyticsSpy()
        let interactor = ProfileInteractor(sessionStore: store, analytics: analytics)
        interactor.presenter = output

        interactor.signOut()

        XCTAssertTrue(store.cleared)
        XCTAssertEqual(output.didSignOutCount, 1)
        XCTAssertEqual(analytics.events, ["sign out"])
    }
}
