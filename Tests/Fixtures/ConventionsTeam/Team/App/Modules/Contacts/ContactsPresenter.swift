/// The team's presenter: it asks for the names on refresh and shows them.
@MainActor
final class ContactsPresenter: ContactsPresentation {
    weak var view: (any ContactsView)?
    var interactor: (any ContactsInteraction)!

    func refresh() {
        interactor.loadNames()
    }
}

extension ContactsPresenter: ContactsInteractorOutput {
    func didLoad(names: [String]) {
        view?.show(names: names)
    }
}
