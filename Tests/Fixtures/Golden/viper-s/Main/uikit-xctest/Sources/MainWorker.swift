// Created by archgen from Main.archgen. Yours to edit.

import Foundation

/// Does the director's data requests and presents their results.
@MainActor
final class MainWorker {
    weak var presenter: (any Main_PresentData)?
    let storage: any Storage

    init(storage: any Storage) {
        self.storage = storage
    }
}

// MARK: - Main_ManageData

extension MainWorker: Main_ManageData {}
