// The team's presenter, on the main actor like its protocols: its interactor
// and its router are passed to its init, never nil.
final class ContactListPresenter: ContactListPresenterProtocol {
    weak var view: (any ContactListPresenterDelegate)?
    var interactor: any ContactListInteractorProtocol
    let router: any ContactListRouterProtocol
    private var contacts: [Contact] = []

    init(interactor: any ContactListInteractorProtocol, router: any ContactListRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    func refresh() async {
        await interactor.loadContacts()
    }

    func search(for query: String) {
        view?.show(contacts: contacts.filter { $0.matches(query) })
    }
}

extension ContactListPresenter: ContactListInteractorDelegate {
    func didLoad(contacts: [Contact]) {
        self.contacts = contacts.sorted { $0.name < $1.name }
        view?.show(contacts: self.contacts)
    }

    func didFail(error: Error) {
        view?.showError(message: "The contacts could not be loaded.")
    }
}
