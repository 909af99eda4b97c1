// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation

@MainActor
final class ItemsListInteractor: ItemsListInteraction {
    weak var output: (any ItemsListInteractorOutput)?

    func fetchItems() {
        // TODO: Do the work, then report to the output.
    }

    func deleteAllItems() {
        // TODO: Do the work, then report to the output.
    }
}
