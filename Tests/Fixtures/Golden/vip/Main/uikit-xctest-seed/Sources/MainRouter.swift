// Created by archgen from Main.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// The scene has no routes yet: the router passes the interactor's data on
/// (Clean Swift's data passing).
@preconcurrency @MainActor
final class MainRouter: MainDataPassing {
    /// Held weakly: the view controller owns the scene.
    weak var view: (any MainDisplayLogic)?
    /// The interactor's data, passed on to the next scene.
    var dataStore: (any MainDataStore)?
}

#if canImport(UIKit)
extension MainRouter {
    /// The view controller to navigate from (Clean Swift's router's `viewController`).
    var viewController: UIViewController? {
        view as? UIViewController
    }
}
#endif
