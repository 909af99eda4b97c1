// Created by archgen from SignIn.archgen. Yours to edit.
// Signs a user in with a username.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Handles the scene's events and presents the worker's data.
@preconcurrency @MainActor
final class SignInDirector {
    weak var ui: (any SignIn_DisplayUI)?
    var dataManager: (any SignIn_ManageData)!
    var navigator: (any SignIn_Navigate)!
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
