// The team's interactor (Clean Swift): asks the shared service, presents what it finds.
final class FriendsInteractor: FriendsBusinessLogic, FriendsDataStore {
    var presenter: (any FriendsPresentationLogic)!
    var profiles: (any ProfileService)!

    func listFriends(request: Friends.ListFriends.Request) {
        profiles.fetchProfile(id: request.userID) { [weak self] result in
            let friends = (try? result.get()).map { [$0] } ?? []
            self?.presenter.presentListFriends(response: Friends.ListFriends.Response(friends: friends))
        }
    }
}
