/// The team's view: it gets its presenter through init, which its protocol
/// does not declare, and keeps it.
@MainActor
final class ContactsListView: ContactsView {
    private let presenter: any ContactsPresentation
    private(set) var names: [String] = []

    init(presenter: any ContactsPresentation) {
        self.presenter = presenter
    }

    func pullToRefresh() {
        presenter.refresh()
    }

    func show(names: [String]) {
        self.names = names
    }
}
