import XCTest
@testable import App

final class FriendsPresenterTests: XCTestCase {
    func testNamesAreDisplayedSorted() {
        let presenter = FriendsPresenter()
        let viewController = FriendsDisplayLogicSpy()
        presenter.viewController = viewController

        presenter.presentListFriends(response: Friends.ListFriends.Response(friends: [
            Profile(id: "2", name: "Linus"), Profile(id: "1", name: "Ada"),
        ]))

        XCTAssertEqual(viewController.displayListFriendsViewModelReceivedViewModel?.names, ["Ada", "Linus"])
    }
}
