// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation

/// Does the director's data requests and presents their results.
@MainActor
final class ItemsListWorker {
    weak var presenter: (any ItemsList_PresentData)?
}

// MARK: - ItemsList_ManageData

extension ItemsListWorker: ItemsList_ManageData {
    func fetchItems() {
        // TODO: Do the work, then present its result.
    }

    func deleteAllItems() {
        // TODO: Do the work, then present its result.
    }
}
