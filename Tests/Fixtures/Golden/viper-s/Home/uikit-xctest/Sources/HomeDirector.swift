// Created by archgen from Home.archgen. Yours to edit.

import Foundation

/// Handles the scene's events and presents the worker's data.
@MainActor
final class HomeDirector {
    weak var ui: (any Home_DisplayUI)?
    let dataManager: any Home_ManageData
    let navigator: any Home_Navigate

    init(dataManager: any Home_ManageData, navigator: any Home_Navigate) {
        self.dataManager = dataManager
        self.navigator = navigator
    }
}

// MARK: - Home_HandleUIEvents

extension HomeDirector: Home_HandleUIEvents {
    func refresh() {
        dataManager.refresh()
    }
}

// MARK: - Home_PresentData

extension HomeDirector: Home_PresentData {
    func refreshed(title: String) {
        // TODO: Update the UI or navigate.
    }
}
