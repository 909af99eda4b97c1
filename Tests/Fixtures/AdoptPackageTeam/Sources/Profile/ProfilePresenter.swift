import Foundation

final class ProfilePresenter: ProfilePresenterProtocol {
    weak var view: ProfileViewProtocol?
    weak var delegate: ProfileModuleDelegate?
    private let interactor: ProfileInteractorProtocol
    private let router: ProfileRouterProtocol
    private let name: String

    init(interactor: ProfileInteractorProtocol, router: ProfileRouterProtocol, name: String) {
        self.interactor = interactor
        self.router = router
        self.name = name
    }

    func viewDidLoad() {
        view?.show(name: name)
    }

    func signOutTapped() {
        interactor.signOut()
    }
}

extension ProfilePresenter: ProfileInteractorOutputProtocol {
    func didSignOut() {
        view?.showSignedOut()
        delegate?.profileDidSignOut()
        router.close()
    }
}
