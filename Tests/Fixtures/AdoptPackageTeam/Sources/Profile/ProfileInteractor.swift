import Core
import Foundation

final class ProfileInteractor: ProfileInteractorProtocol {
    weak var presenter: ProfileInteractorOutputProtocol?
    private let sessionStore: SessionStoreProtocol
    private let analytics: AnalyticsService

    init(sessionStore: SessionStoreProtocol, analytics: AnalyticsService) {
        self.sessionStore = sessionStore
        self.analytics = analytics
    }

    func signOut() {
        analytics.track("sign out")
        sessionStore.clear()
        presenter?.didSignOut()
    }
}
