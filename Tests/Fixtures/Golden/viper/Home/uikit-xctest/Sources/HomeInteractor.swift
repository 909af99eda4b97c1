// Created by archgen from Home.archgen. Yours to edit.

import Foundation

@MainActor
final class HomeInteractor: HomeInteraction {
    weak var output: (any HomeInteractorOutput)?

    func refresh() {
        // TODO: Do the work, then report to the output.
    }
}
