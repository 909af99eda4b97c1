// Created by archgen from Main.archgen. Yours to edit.

import Foundation

@MainActor
final class MainInteractor: MainBusinessLogic, MainDataStore {
    let presenter: any MainPresentationLogic
    let storage: any Storage

    init(presenter: any MainPresentationLogic, storage: any Storage) {
        self.presenter = presenter
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
