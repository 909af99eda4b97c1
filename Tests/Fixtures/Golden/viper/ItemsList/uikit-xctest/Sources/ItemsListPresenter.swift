// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation

@MainActor
final class ItemsListPresenter: ItemsListPresentation {
    weak var view: (any ItemsListView)?
    let interactor: any ItemsListInteraction
    let router: any ItemsListRoutable

    init(interactor: any ItemsListInteraction, router: any ItemsListRoutable) {
        self.interactor = interactor
        self.router = router
    }

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
