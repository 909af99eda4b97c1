// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation

/// Handles the scene's events and presents the worker's data.
@MainActor
final class ItemsListDirector {
    weak var ui: (any ItemsList_DisplayUI)?
    let dataManager: any ItemsList_ManageData
    let navigator: any ItemsList_Navigate

    init(dataManager: any ItemsList_ManageData, navigator: any ItemsList_Navigate) {
        self.dataManager = dataManager
        self.navigator = navigator
    }
}

// MARK: - ItemsList_HandleUIEvents

extension ItemsListDirector: ItemsList_HandleUIEvents {
    func onUIReady() {
        // TODO: Ask the data manager or the navigator.
    }

    func onItemSelected(index: Int) {
        // TODO: Ask the data manager or the navigator.
    }

    func onAddItem() {
        // TODO: Ask the data manager or the navigator.
    }

    func onDeleteAll() {
        // TODO: Ask the data manager or the navigator.
    }
}

// MARK: - ItemsList_PresentData

extension ItemsListDirector: ItemsList_PresentData {
    func present(items: [Item]) {
        // TODO: Update the UI or navigate.
    }

    func presentSuccess() {
        // TODO: Update the UI or navigate.
    }

    func presentError() {
        // TODO: Update the UI or navigate.
    }
}
