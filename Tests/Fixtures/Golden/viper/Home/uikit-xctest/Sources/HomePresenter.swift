// Created by archgen from Home.archgen. Yours to edit.
// The Home screen.

import Foundation

@preconcurrency @MainActor
final class HomePresenter: HomePresentation {
    weak var view: (any HomeView)?
    var interactor: (any HomeInteraction)!
    var router: (any HomeRoutable)!

    func refresh() {
        interactor.refresh()
    }
}

// MARK: - HomeInteractorOutput

extension HomePresenter: HomeInteractorOutput {
    func refreshed(title: String) {
        // TODO: Update the view or route.
    }
}
