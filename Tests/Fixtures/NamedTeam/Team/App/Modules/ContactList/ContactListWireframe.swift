// The team's router, which it calls a wireframe, with the assembly.
final class ContactListWireframe: ContactListRouterProtocol {
    weak var view: (any ContactListPresenterDelegate)?

    @discardableResult
    static func assemble(view: some ContactListPresenterDelegate, contacts: any ContactsService) -> ContactListPresenter {
        let interactor = ContactListInteractor()
        let wireframe = ContactListWireframe()
        let presenter = ContactListPresenter(interactor: interactor, router: wireframe)
        view.presenter = presenter
        presenter.view = view
        interactor.presenter = presenter
        interactor.contacts = contacts
        wireframe.view = view
        return presenter
    }

    func showDetail(for contact: Contact) {
        // The app's navigation pushes the detail here.
    }
}
