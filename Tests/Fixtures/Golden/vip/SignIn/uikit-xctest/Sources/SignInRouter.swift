// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(UIKit)
import UIKit
#endif

@MainActor
final class SignInRouter: SignInRoutingLogic, SignInDataPassing {
    /// Held weakly: the view controller owns the scene.
    weak var view: (any SignInDisplayLogic)?
    /// The interactor's data, passed on to the next scene.
    var dataStore: (any SignInDataStore)?

    // MARK: Routing

    func showAlert(for error: Error) {
        // TODO: Build the next scene, pass it what it needs from the data store, and show it from the view controller.
    }
}

#if canImport(UIKit)
extension SignInRouter {
    /// The view controller to navigate from (Clean Swift's router's `viewController`).
    var viewController: UIViewController? {
        view as? UIViewController
    }
}
#endif
