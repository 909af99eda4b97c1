// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@MainActor
final class SignInRouter: SignInRoutingLogic, SignInDataPassing {
    /// Held weakly: the view controller owns the scene.
    weak var viewController: (any SignInDisplayLogic)?
    /// The interactor's data, passed on to the next scene.
    var dataStore: (any SignInDataStore)?

    func showAlert(for error: Error) {
        // TODO: Build the next scene, pass it what it needs from the data store, and show it from the view controller.
    }
}
