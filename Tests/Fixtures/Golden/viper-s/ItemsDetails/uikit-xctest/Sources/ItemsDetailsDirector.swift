// Created by archgen from ItemsDetails.archgen. Yours to edit.

import Foundation

/// Handles the scene's events.
@preconcurrency @MainActor
final class ItemsDetailsDirector {
    weak var ui: (any ItemsDetails_DisplayUI)?
    var dataManager: (any ItemsDetails_ManageData)!
    var navigator: (any ItemsDetails_Navigate)!
    let item: Item

    init(item: Item) {
        self.item = item
    }
}

// MARK: - ItemsDetails_HandleUIEvents

extension ItemsDetailsDirector: ItemsDetails_HandleUIEvents {
    func onUIReady() {
        // TODO: Ask the data manager or the navigator.
    }
}
