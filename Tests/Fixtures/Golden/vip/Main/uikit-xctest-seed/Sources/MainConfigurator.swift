// Created by archgen from Main.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the scene: the interactor, the presenter and the router, linked
/// around a view controller.
@MainActor
enum MainConfigurator {
    /// Links the scene's actors around `viewController`, which owns the scene:
    /// it keeps the interactor and the router returned.
    static func configure(
        viewController: some MainDisplayLogic,
        storage: any Storage
    ) -> (interactor: MainInteractor, router: MainRouter) {
        let interactor = MainInteractor()
        let presenter = MainPresenter()
        let router = MainRouter()
        interactor.presenter = presenter
        interactor.storage = storage
        presenter.viewController = viewController
        router.view = viewController
        router.dataStore = interactor
        return (interactor, router)
    }
}

#if canImport(UIKit)
extension MainConfigurator {
    /// The scene's entry point: its view controller, every actor linked.
    static func create(storage: any Storage) -> MainViewController {
        let viewController = MainViewController()
        let scene = configure(viewController: viewController, storage: storage)
        viewController.interactor = scene.interactor
        viewController.router = scene.router
        return viewController
    }
}
#endif
