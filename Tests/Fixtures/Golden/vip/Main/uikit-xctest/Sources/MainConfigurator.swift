// Created by archgen from Main.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the scene: the interactor, the presenter and the router, linked
/// around a view controller.
@MainActor
enum MainConfigurator {
    /// Builds the scene's actors, then the view controller `makeViewController`
    /// makes with its interactor and router, which owns the scene.
    static func configure<ViewType: MainDisplayLogic>(
        viewController makeViewController: (any MainBusinessLogic, any MainDataPassing) -> ViewType,
        storage: any Storage
    ) -> (viewController: ViewType, interactor: MainInteractor, router: MainRouter) {
        let presenter = MainPresenter()
        let interactor = MainInteractor(presenter: presenter, storage: storage)
        let router = MainRouter()
        let viewController = makeViewController(interactor, router)
        presenter.viewController = viewController
        router.view = viewController
        router.dataStore = interactor
        return (viewController, interactor, router)
    }
}

#if canImport(UIKit)
extension MainConfigurator {
    /// The scene's entry point: its view controller, every actor linked.
    static func create(storage: any Storage) -> UIViewController {
        let scene = configure(viewController: { MainViewController(interactor: $0, router: $1) }, storage: storage)
        return scene.viewController
    }
}
#endif
