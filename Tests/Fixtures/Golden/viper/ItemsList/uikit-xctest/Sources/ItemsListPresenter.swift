// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation

@preconcurrency @MainActor
final class ItemsListPresenter: ItemsListPresentation {
    weak var view: (any ItemsListView)?
    var interactor: (any ItemsListInteraction)!
    var router: (any ItemsListRoutable)!

    func onUIReady() {
        // TODO: Ask the interactor or the router.
    }

    func onItemSelected(index: Int) {
        // TODO: Ask the interactor or the router.
    }

    func onAddItem() {
        // TODO: Ask the interactor or the router.
    }

    func onDeleteAll() {
        // TODO: Ask the interactor or the router.
    }
}

// MARK: - ItemsListInteractorOutput

extension ItemsListPresenter: ItemsListInteractorOutput {
    func present(items: [Item]) {
        // TODO: Update the view or route.
    }

    func presentSuccess() {
        // TODO: Update the view or route.
    }

    func presentError() {
        // TODO: Update the view or route.
    }
}
