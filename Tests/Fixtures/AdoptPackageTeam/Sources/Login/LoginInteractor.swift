import Core
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
        if let name = authService.login(email: email, password: password) {
            presenter?.loginSucceeded(name: name)
        } else {
            presenter?.loginFailed(message: "Wrong email or password.")
        }
    }
}
