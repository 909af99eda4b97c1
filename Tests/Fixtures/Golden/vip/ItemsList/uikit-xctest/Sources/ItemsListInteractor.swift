// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation

@preconcurrency @MainActor
final class ItemsListInteractor: ItemsListBusinessLogic, ItemsListDataStore {
    /// Held strongly, unlike VIPER's output: in Clean Swift the interactor
    /// owns the presenter, and the presenter holds the view controller weakly.
    var presenter: (any ItemsListPresentationLogic)!

    func onUIReady() {
        // TODO: Do the work, then present the response.
    }

    func onItemSelected(index: Int) {
        // TODO: Do the work, then present the response.
    }

    func onAddItem() {
        // TODO: Do the work, then present the response.
    }

    func onDeleteAll() {
        // TODO: Do the work, then present the response.
    }

    func fetchItems() {
        // TODO: Do the work, then present the response.
    }

    func deleteAllItems() {
        // TODO: Do the work, then present the response.
    }
}
