// Created by archgen from Home.archgen. Yours to edit.

import Foundation

@MainActor
final class HomePresenter: HomePresentation {
    weak var view: (any HomeView)?
    let interactor: any HomeInteraction
    let router: any HomeRoutable

    init(interactor: any HomeInteraction, router: any HomeRoutable) {
        self.interactor = interactor
        self.router = router
    }

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
