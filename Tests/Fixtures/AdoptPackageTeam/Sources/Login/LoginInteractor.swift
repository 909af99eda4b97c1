import Foundation

final class LoginInteractor: LoginInteractorProtocol {
    weak var presenter: LoginInteractorOutputProtocol?
    private let authService: AuthServiceProtocol

    init(authService: AuthServiceProtocol) {
        self.authService = authService
    }

    func login(email: String, password: String) {
        if let name = authService.login(email: email, password: password) {
            presenter?.loginSucceeded(name: name)
        } else {
            presenter?.loginFailed(message: "Wrong email or password.")
        }
    }
}
