import Core
@testable import Profile

final class ProfileViewSpy: ProfileViewProtocol {
    var presenter: ProfilePresenterProtocol!
    var shownNames: [String] = []
    var signedOut = false

    func show(name: String) { shownNames.append(name) }
    func showSignedOut() { signedOut = true }
}

final class ProfileInteractorSpy: ProfileInteractorProtocol {
    var signOutCount = 0

    func signOut() { signOutCount += 1 }
}

final class ProfileRouterSpy: ProfileRouterProtocol {
    var closed = false

    func close() { closed = true }
}

final class ProfileDelegateSpy: ProfileModuleDelegate {
    var signedOut = false

    func profileDidSignOut() { signedOut = true }
}

final class SessionStoreSpy: SessionStoreProtocol {
    var cleared = false

    func clear() { cleared = true }
}

final class AnalyticsSpy: AnalyticsService {
    var events: [String] = []

    func track(_ event: String) { events.append(event) }
}

final class ProfileOutputSpy: ProfileInteractorOutputProtocol {
    var didSignOutCount = 0

    func didSignOut() { didSignOutCount += 1 }
}
