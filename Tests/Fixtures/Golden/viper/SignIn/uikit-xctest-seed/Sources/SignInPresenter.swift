// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@preconcurrency @MainActor
final class SignInPresenter: SignInPresentation {
    weak var view: (any SignInView)?
    var interactor: (any SignInInteraction)!
    var router: (any SignInRoutable)!

    func signIn(username: String) {
        interactor.signIn(username: username)
    }
}

// MARK: - SignInInteractorOutput

extension SignInPresenter: SignInInteractorOutput {
    func success() {
        // TODO: Update the view or route.
    }

    func failed(error: Error) {
        // TODO: Update the view or route.
    }
}
