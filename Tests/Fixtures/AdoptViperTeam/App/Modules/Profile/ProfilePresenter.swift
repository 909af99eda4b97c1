import Foundation

final class ProfilePresenter: ProfilePresenterProtocol {
    weak var view: ProfileViewProtocol?
    weak var delegate: ProfileModuleDelegate?
    private let interactor: ProfileInteractorProtocol
    private let router: ProfileRouterProtocol
    private let user: User

    init(interactor: ProfileInteractorProtocol, router: ProfileRouterProtocol, user: User) {
        self.interactor = interactor
        self.router = router
        self.user = user
    }

    func viewDidLoad() {
        view?.show(name: user.name)
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
