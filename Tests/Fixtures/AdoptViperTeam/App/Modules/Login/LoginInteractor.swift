//
//  LoginInteractor.swift
//  App
//

import Foundation

final class LoginInteractor: LoginInteractorProtocol {
    weak var presenter: LoginInteractorOutputProtocol?
    private let authService: AuthServiceProtocol

    init(authService: AuthServiceProtocol) {
        self.authService = authService
    }

    func login(email: String, password: String) {
        authService.login(email: email, password: password) { [weak self] result in
            switch result {
            case .success(let user):
                self?.presenter?.loginSucceeded(user: user)
            case .failure:
                self?.presenter?.loginFailed(message: "Wrong email or password.")
            }
        }
    }
}
