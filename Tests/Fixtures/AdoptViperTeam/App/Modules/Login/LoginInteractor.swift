//
//  LoginInteractor.swift
//  App
//

import Foundation

final class LoginInteractor: LoginInteractorProtocol {
    weak var presenter: LoginInteractorOutputProtocol?
    private let authService: AuthServiceProtocol
    private let analytics: AnalyticsService

    init(authService: AuthServiceProtocol, analytics: AnalyticsService) {
        self.authService = authService
        self.analytics = analytics
    }

    func login(email: String, password: String) {
        analytics.track("login")
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
