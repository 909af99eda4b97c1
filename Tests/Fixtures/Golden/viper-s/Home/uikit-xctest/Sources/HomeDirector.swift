// Created by archgen from Home.archgen. Yours to edit.
// The Home screen.

import Foundation

/// Handles the scene's events and presents the worker's data.
@preconcurrency @MainActor
final class HomeDirector {
    weak var ui: (any Home_DisplayUI)?
    var dataManager: (any Home_ManageData)!
    var navigator: (any Home_Navigate)!
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
