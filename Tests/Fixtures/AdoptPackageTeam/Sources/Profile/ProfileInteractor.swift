import Foundation

final class ProfileInteractor: ProfileInteractorProtocol {
    weak var presenter: ProfileInteractorOutputProtocol?
    private let sessionStore: SessionStoreProtocol

    init(sessionStore: SessionStoreProtocol) {
        self.sessionStore = sessionStore
    }

    func signOut() {
        sessionStore.clear()
        presenter?.didSignOut()
    }
}
