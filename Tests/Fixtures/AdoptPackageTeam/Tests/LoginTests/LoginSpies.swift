import Core
@testable import Login

final class LoginViewSpy: LoginViewProtocol {
    var presenter: LoginPresenterProtocol!
    var loadingStates: [Bool] = []
    var shownErrors: [String] = []

    func showLoading(_ isLoading: Bool) { loadingStates.append(isLoading) }
    func showError(message: String) { shownErrors.append(message) }
}

final class LoginInteractorSpy: LoginInteractorProtocol {
    var emails: [String] = []

    func login(email: String, password: String) { emails.append(email) }
}

final class LoginRouterSpy: LoginRouterProtocol {
    var openedProfiles: [String] = []

    func openProfile(name: String) { openedProfiles.append(name) }
}

final class LoginOutputSpy: LoginInteractorOutputProtocol {
    var names: [String] = []
    var failures: [String] = []

    func loginSucceeded(name: String) { names.append(name) }
    func loginFailed(message: String) { failures.append(message) }
}

final class AuthServiceStub: AuthServiceProtocol {
    var name: String?

    func login(email: String, password: String) -> String? { name }
}

final class AnalyticsRecorder: AnalyticsService {
    var events: [String] = []

    func track(_ event: String) { events.append(event) }
}
