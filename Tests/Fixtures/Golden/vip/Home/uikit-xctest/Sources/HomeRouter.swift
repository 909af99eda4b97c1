// Created by archgen from Home.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

@MainActor
final class HomeRouter: HomeRoutingLogic, HomeDataPassing {
    /// Held weakly: the view controller owns the scene.
    weak var view: (any HomeDisplayLogic)?
    /// The interactor's data, passed on to the next scene.
    var dataStore: (any HomeDataStore)?

    // MARK: Routing

    func close() {
        #if canImport(UIKit)
        guard let viewController else { return }
        if viewController.presentingViewController != nil {
            viewController.dismiss(animated: true)
        } else {
            viewController.navigationController?.popViewController(animated: true)
        }
        #endif
    }
}

#if canImport(UIKit)
extension HomeRouter {
    /// The view controller to navigate from (Clean Swift's router's `viewController`).
    var viewController: UIViewController? {
        view as? UIViewController
    }
}
#endif
