// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@MainActor
final class SignInPresenter: SignInPresentation {
    weak var view: (any SignInView)?
    let interactor: any SignInInteraction
    let router: any SignInRoutable

    init(interactor: any SignInInteraction, router: any SignInRoutable) {
        self.interactor = interactor
        self.router = router
    }

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
