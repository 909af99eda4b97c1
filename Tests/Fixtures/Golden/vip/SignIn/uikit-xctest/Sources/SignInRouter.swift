// Created by archgen from SignIn.archgen. Yours to edit.
// Signs a user in with a username.

import Foundation

final class SignInRouter: SignInRoutingLogic, SignInDataPassing {
    /// Held weakly: the view controller owns the scene.
    weak var viewController: (any SignInDisplayLogic)?
    /// The interactor's data, passed on to the next scene.
    var dataStore: (any SignInDataStore)?

    func showAlert(for error: Error) {
        // TODO: Navigate.
    }
}
