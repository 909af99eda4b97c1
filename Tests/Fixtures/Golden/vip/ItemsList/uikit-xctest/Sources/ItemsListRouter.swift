// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation

@MainActor
final class ItemsListRouter: ItemsListRoutingLogic, ItemsListDataPassing {
    /// Held weakly: the view controller owns the scene.
    weak var viewController: (any ItemsListDisplayLogic)?
    /// The interactor's data, passed on to the next scene.
    var dataStore: (any ItemsListDataStore)?

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
