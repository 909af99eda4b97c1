import Foundation

/// The team's presenter, kept in Presenter.swift as all its modules' are.
@MainActor
final class AccountPresenter: AccountPresentation, AccountInteractorOutput {
    weak var view: (any AccountView)?
    var interactor: (any AccountInteraction)!
    var router: (any AccountRoutable)!

    func viewDidLoad() {
        interactor.loadName()
    }

    func didTapSignOut() {
        router.showSignIn()
    }

    func didLoad(name: String) {
        view?.show(name: name.isEmpty ? "Guest" : name)
    }
}
