// Created by archgen from Main.archgen. Yours to edit.

import Foundation

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
