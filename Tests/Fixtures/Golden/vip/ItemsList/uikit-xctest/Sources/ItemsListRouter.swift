// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

@MainActor
final class ItemsListRouter: ItemsListRoutingLogic, ItemsListDataPassing {
    /// Held weakly: the view controller owns the scene.
    weak var view: (any ItemsListDisplayLogic)?
    /// The interactor's data, passed on to the next scene.
    var dataStore: (any ItemsListDataStore)?

    // MARK: Routing

    func gotoDetail(for item: Item) {
        // TODO: Build the next scene, pass it what it needs from the data store, and show it from the view controller.
    }

    func gotoAddItem(with delegate: ItemsAdd_Delegate?) {
        // TODO: Build the next scene, pass it what it needs from the data store, and show it from the view controller.
    }

    func goBack() {
        // TODO: Build the next scene, pass it what it needs from the data store, and show it from the view controller.
    }
}

#if canImport(UIKit)
extension ItemsListRouter {
    /// The view controller to navigate from (Clean Swift's router's `viewController`).
    var viewController: UIViewController? {
        view as? UIViewController
    }
}
#endif
