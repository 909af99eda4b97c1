import XCTest
@testable import App

// The team's tests of the Clean Swift scene: nonisolated, with archgen's spy and shared mock.
final class FriendsInteractorTests: XCTestCase {
    func testTheUsersProfileIsPresented() {
        let interactor = FriendsInteractor()
        let presenter = FriendsPresentationLogicSpy()
        let profiles = ProfileServiceMock()
        profiles.fetchProfileIdCompletionClosure = { id, completion in
            completion(.success(Profile(id: id, name: "Grace")))
        }
        interactor.presenter = presenter
        interactor.profiles = profiles

        interactor.listFriends(request: Friends.ListFriends.Request(userID: "1"))

        XCTAssertEqual(presenter.presentListFriendsResponseReceivedResponse?.friends, [Profile(id: "1", name: "Grace")])
    }
}
