import Foundation
import Profile

final class LoginPresenter: LoginPresenterProtocol {
    weak var view: LoginViewProtocol?
    private let interactor: LoginInteractorProtocol
    private let router: LoginRouterProtocol

    init(interactor: LoginInteractorProtocol, router: LoginRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    func loginTapped(email: String, password: String) {
        guard !email.isEmpty, !password.isEmpty else {
            view?.showError(message: "Enter your email and password.")
            return
        }
        view?.showLoading(true)
        interactor.login(email: email, password: password)
    }
}

extension LoginPresenter: LoginInteractorOutputProtocol {
    func loginSucceeded(name: String) {
        view?.showLoading(false)
        router.openProfile(name: name)
    }

    func loginFailed(message: String) {
        view?.showLoading(false)
        view?.showError(message: message)
    }
}

// Profile tells Login when the user signs out.
extension LoginPresenter: ProfileModuleDelegate {
    func profileDidSignOut() {
        view?.showError(message: "Signed out.")
    }
}
