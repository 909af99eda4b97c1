// Created by archgen from Main.archgen. Yours to edit.

import Foundation

@preconcurrency @MainActor
final class MainInteractor: MainBusinessLogic, MainDataStore {
    /// Held strongly, unlike VIPER's output: in Clean Swift the interactor
    /// owns the presenter, and the presenter holds the view controller weakly.
    var presenter: (any MainPresentationLogic)!
    let storage: any Storage

    init(storage: any Storage) {
        self.storage = storage
    }

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
