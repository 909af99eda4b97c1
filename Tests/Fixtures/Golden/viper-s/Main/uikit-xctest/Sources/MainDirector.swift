// Created by archgen from Main.archgen. Yours to edit.

import Foundation

/// Handles the scene's events and presents the worker's data.
@MainActor
final class MainDirector {
    weak var ui: (any Main_DisplayUI)?
    let dataManager: any Main_ManageData

    init(dataManager: any Main_ManageData) {
        self.dataManager = dataManager
    }
}

// MARK: - Main_HandleUIEvents

extension MainDirector: Main_HandleUIEvents {
    func updateCurrentTime() {
        // TODO: Ask the data manager.
    }

    func saveUserInfo(request: Main.UserInfo.Request) {
        // TODO: Ask the data manager.
    }

    func getUserInfo() {
        // TODO: Ask the data manager.
    }

    func showGreeting() {
        // TODO: Ask the data manager.
    }

    func userInfoChanged(request: Main.UserInfo.Request) {
        // TODO: Ask the data manager.
    }
}

// MARK: - Main_PresentData

extension MainDirector: Main_PresentData {
    func displayCurrentTime(response: Main.CurrentTime.Response) {
        // TODO: Update the UI.
    }

    func setUserInfo(response: Main.UserInfo.Response) {
        // TODO: Update the UI.
    }

    func updateUserInfo(response: Main.UserInfo.Response) {
        // TODO: Update the UI.
    }
}
