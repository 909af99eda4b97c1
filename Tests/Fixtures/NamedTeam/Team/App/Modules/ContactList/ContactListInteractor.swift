// The team's interactor: asks the shared service, off the main actor, and reports back.
final class ContactListInteractor: ContactListInteractorProtocol {
    weak var output: (any ContactListInteractorDelegate)?
    var contacts: (any ContactsService)!

    func loadContacts() async {
        do {
            let all = try await contacts.all()
            output?.didLoad(contacts: all)
        } catch {
            output?.didFail(error: error)
        }
    }
}
