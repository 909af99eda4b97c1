// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Handles the scene's events and presents the worker's data.
@MainActor
final class SignInDirector {
    weak var ui: (any SignIn_DisplayUI)?
    let dataManager: any SignIn_ManageData
    let navigator: any SignIn_Navigate

    init(dataManager: any SignIn_ManageData, navigator: any SignIn_Navigate) {
        self.dataManager = dataManager
        self.navigator = navigator
    }
}

// MARK: - SignIn_HandleUIEvents

extension SignInDirector: SignIn_HandleUIEvents {
    func signIn(username: String) {
        dataManager.signIn(username: username)
    }
}

// MARK: - SignIn_PresentData

extension SignInDirector: SignIn_PresentData {
    func success() {
        // TODO: Update the UI or navigate.
    }

    func failed(error: Error) {
        // TODO: Update the UI or navigate.
    }
}
