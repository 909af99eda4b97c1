// Created by archgen from Main.archgen. Yours to edit.

import Foundation

@preconcurrency @MainActor
final class MainInteractor: MainBusinessLogic, MainDataStore {
    var presenter: (any MainPresentationLogic)!
    var storage: (any Storage)!

    func updateCurrentTime() {
        // TODO: Do the work, then present the response.
    }

    func saveUserInfo(request: Main.UserInfo.Request) {
        // TODO: Do the work, then present the response.
    }

    func getUserInfo() {
        // TODO: Do the work, then present the response.
    }

    func showGreeting() {
        // TODO: Do the work, then present the response.
    }

    func userInfoChanged(request: Main.UserInfo.Request) {
        // TODO: Do the work, then present the response.
    }
}
