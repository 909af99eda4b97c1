// Created by archgen from Main.archgen. Yours to edit.

import Foundation

/// Handles the scene's events and presents the worker's data.
@preconcurrency @MainActor
final class MainDirector {
    weak var ui: (any Main_DisplayUI)?
    var dataManager: (any Main_ManageData)!
    var navigator: (any Main_Navigate)!
}

// MARK: - Main_HandleUIEvents

extension MainDirector: Main_HandleUIEvents {
    func updateCurrentTime() {
        // TODO: Ask the data manager or the navigator.
    }

    func saveUserInfo(request: Main.UserInfo.Request) {
        // TODO: Ask the data manager or the navigator.
    }

    func getUserInfo() {
        // TODO: Ask the data manager or the navigator.
    }

    func showGreeting() {
        // TODO: Ask the data manager or the navigator.
    }

    func userInfoChanged(request: Main.UserInfo.Request) {
        // TODO: Ask the data manager or the navigator.
    }
}

// MARK: - Main_PresentData

extension MainDirector: Main_PresentData {
    func displayCurrentTime(response: Main.CurrentTime.Response) {
        // TODO: Update the UI or navigate.
    }

    func setUserInfo(response: Main.UserInfo.Response) {
        // TODO: Update the UI or navigate.
    }

    func updateUserInfo(response: Main.UserInfo.Response) {
        // TODO: Update the UI or navigate.
    }
}
