// Created by archgen from Home.archgen. Yours to edit.

import Foundation

/// Does the director's data requests and presents their results.
@MainActor
final class HomeWorker {
    weak var presenter: (any Home_PresentData)?
}

// MARK: - Home_ManageData

extension HomeWorker: Home_ManageData {
    func refresh() {
        // TODO: Do the work, then present its result.
    }
}
