// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation

final class ItemsListRouter: ItemsListRoutingLogic, ItemsListDataPassing {
    /// Held weakly: the view controller owns the scene.
    weak var viewController: (any ItemsListDisplayLogic)?
    /// The interactor's data, passed on to the next scene.
    var dataStore: (any ItemsListDataStore)?

    func gotoDetail(for item: Item) {
        // TODO: Navigate.
    }

    func gotoAddItem(with delegate: ItemsAdd_Delegate?) {
        // TODO: Navigate.
    }

    func goBack() {
        // TODO: Navigate.
    }
}
