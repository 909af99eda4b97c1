@testable import App

final class MockLoginView: LoginViewProtocol {
    var presenter: LoginPresenterProtocol!
    var loadingStates: [Bool] = []
    var shownErrors: [String] = []

    func showLoading(_ isLoading: Bool) {
        loadingStates.append(isLoading)
    }

    func showError(message: String) {
        shownErrors.append(message)
    }
}

final class MockLoginInteractor: LoginInteractorProtocol {
    var logins: [(email: String, password: String)] = []

    func login(email: String, password: String) {
        logins.append((email, password))
    }
}

final class MockLoginRouter: LoginRouterProtocol {
    var openedProfiles: [User] = []

    func openProfile(for user: User, delegate: ProfileModuleDelegate?) {
        openedProfiles.append(user)
    }
}

final class MockLoginInteractorOutput: LoginInteractorOutputProtocol {
    var succeeded: [User] = []
    var failures: [String] = []

    func loginSucceeded(user: User) {
        succeeded.append(user)
    }

    func loginFailed(message: String) {
        failures.append(message)
    }
}

final class MockAuthService: AuthServiceProtocol {
    var result: Result<User, Error> = .failure(MockError.notStubbed)

    func login(email: String, password: String, completion: @escaping (Result<User, Error>) -> Void) {
        completion(result)
    }
}

final class MockAnalytics: AnalyticsService {
    var events: [String] = []

    func track(_ event: String) {
        events.append(event)
    }
}

enum MockError: Error {
    case notStubbed
}
