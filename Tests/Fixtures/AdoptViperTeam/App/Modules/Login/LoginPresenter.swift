//
//  LoginPresenter.swift
//  App
//

import Foundation

final class LoginPresenter: LoginPresenterProtocol {
    weak var view: LoginViewProtocol?
    private let interactor: LoginInteractorProtocol
    private let router: LoginRouterProtocol

    init(interactor: LoginInteractorProtocol, router: LoginRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.showLoading(false)
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
    func loginSucceeded(user: User) {
        view?.showLoading(false)
        router.openProfile(for: user, delegate: self)
    }

    func loginFailed(message: String) {
        view?.showLoading(false)
        view?.showError(message: message)
    }
}

extension LoginPresenter: ProfileModuleDelegate {
    func profileDidSignOut() {
        view?.showLoading(false)
    }
}
