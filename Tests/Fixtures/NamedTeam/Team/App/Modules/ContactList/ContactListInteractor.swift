// The team's interactor: asks the shared service, off the main actor, and reports back.
final class ContactListInteractor: ContactListInteractorProtocol {
    weak var presenter: (any ContactListInteractorDelegate)?
    var contacts: (any ContactsService)!

    func loadContacts() async {
        do {
            let all = try await contacts.all()
            presenter?.didLoad(contacts: all)
        } catch {
            presenter?.didFail(error: error)
        }
    }
}
