// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation

@MainActor
final class ItemsListPresenter: ItemsListPresentationLogic {
    /// Held weakly: the view controller owns the scene.
    weak var viewController: (any ItemsListDisplayLogic)?

    func present(items: [Item]) {
        // TODO: Prepare what the view controller displays.
    }

    func presentSuccess() {
        // TODO: Prepare what the view controller displays.
    }

    func presentError() {
        // TODO: Prepare what the view controller displays.
    }
}
