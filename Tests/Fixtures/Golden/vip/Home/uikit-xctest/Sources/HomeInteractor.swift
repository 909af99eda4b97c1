// Created by archgen from Home.archgen. Yours to edit.
// The Home screen.

import Foundation

@preconcurrency @MainActor
final class HomeInteractor: HomeBusinessLogic, HomeDataStore {
    /// Held strongly, unlike VIPER's output: in Clean Swift the interactor
    /// owns the presenter, and the presenter holds the view controller weakly.
    var presenter: (any HomePresentationLogic)!

    func refresh() {
        // TODO: Do the work, then present the response.
    }
}
