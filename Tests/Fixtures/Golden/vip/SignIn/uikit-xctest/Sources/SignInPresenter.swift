// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@MainActor
final class SignInPresenter: SignInPresentationLogic {
    /// Held weakly: the view controller owns the scene.
    weak var viewController: (any SignInDisplayLogic)?

    func success() {
        // TODO: Prepare what the view controller displays.
    }

    func failed(error: Error) {
        // TODO: Prepare what the view controller displays.
    }
}
