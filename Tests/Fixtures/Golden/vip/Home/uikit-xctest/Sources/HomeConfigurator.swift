// Created by archgen from Home.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the scene: the interactor, the presenter and the router, linked
/// around a view controller.
@MainActor
enum HomeConfigurator {
    /// Builds the scene's actors, then the view controller `makeViewController`
    /// makes with its interactor and router, which owns the scene.
    static func configure<ViewType: HomeDisplayLogic>(
        viewController makeViewController: (any HomeBusinessLogic, any HomeRoutingLogic & HomeDataPassing) -> ViewType
    ) -> (viewController: ViewType, interactor: HomeInteractor, router: HomeRouter) {
        let presenter = HomePresenter()
        let interactor = HomeInteractor(presenter: presenter)
        let router = HomeRouter()
        let viewController = makeViewController(interactor, router)
        presenter.viewController = viewController
        router.view = viewController
        router.dataStore = interactor
        return (viewController, interactor, router)
    }
}

#if canImport(UIKit)
extension HomeConfigurator {
    /// The scene's entry point: its view controller, every actor linked.
    static func create() -> UIViewController {
        let scene = configure(viewController: { HomeViewController(interactor: $0, router: $1) })
        return scene.viewController
    }
}
#endif
