// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation

@MainActor
final class ItemsListInteractor: ItemsListBusinessLogic, ItemsListDataStore {
    let presenter: any ItemsListPresentationLogic

    init(presenter: any ItemsListPresentationLogic) {
        self.presenter = presenter
    }

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
