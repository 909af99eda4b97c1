// The team's presenter (Clean Swift): names, sorted, through the app's Titled protocol.
final class FriendsPresenter: FriendsPresentationLogic {
    weak var viewController: (any FriendsDisplayLogic)?

    func presentListFriends(response: Friends.ListFriends.Response) {
        let names = response.friends.map { ($0 as any Titled).name }.sorted()
        viewController?.displayListFriends(viewModel: Friends.ListFriends.ViewModel(names: names))
    }
}
