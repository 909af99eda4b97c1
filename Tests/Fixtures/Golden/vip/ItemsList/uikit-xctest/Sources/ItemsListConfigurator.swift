// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the scene: the interactor, the presenter and the router, linked
/// around a view controller.
@MainActor
enum ItemsListConfigurator {
    /// Links the scene's actors around `viewController`, which owns the scene:
    /// it keeps the interactor and the router returned.
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    static func configure(
        viewController: some ItemsListDisplayLogic
    ) -> (interactor: ItemsListInteractor, router: ItemsListRouter) {
        let interactor = ItemsListInteractor()
        let presenter = ItemsListPresenter()
        let router = ItemsListRouter()
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        return (interactor, router)
    }
}

#if canImport(UIKit)
extension ItemsListConfigurator {
    /// The scene's entry point: its view controller, every actor linked.
    static func create() -> ItemsListViewController {
        let viewController = ItemsListViewController()
        let scene = configure(viewController: viewController)
        viewController.interactor = scene.interactor
        viewController.router = scene.router
        return viewController
    }
}
#endif
