// Created by archgen from ItemsDetails.archgen. Yours to edit.

import Foundation

/// Handles the scene's events.
@MainActor
final class ItemsDetailsDirector {
    weak var ui: (any ItemsDetails_DisplayUI)?
    let dataManager: any ItemsDetails_ManageData
    let navigator: any ItemsDetails_Navigate
    let item: Item

    init(dataManager: any ItemsDetails_ManageData, navigator: any ItemsDetails_Navigate, item: Item) {
        self.dataManager = dataManager
        self.navigator = navigator
        self.item = item
    }
}

// MARK: - ItemsDetails_HandleUIEvents

extension ItemsDetailsDirector: ItemsDetails_HandleUIEvents {
    func onUIReady() {
        // TODO: Ask the data manager or the navigator.
    }
}
