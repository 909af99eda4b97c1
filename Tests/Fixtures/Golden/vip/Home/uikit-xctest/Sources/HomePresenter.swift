// Created by archgen from Home.archgen. Yours to edit.

import Foundation

@MainActor
final class HomePresenter: HomePresentationLogic {
    /// Held weakly: the view controller owns the scene.
    weak var viewController: (any HomeDisplayLogic)?

    func refreshed(title: String) {
        // TODO: Prepare what the view controller displays.
    }
}
