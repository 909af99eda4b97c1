// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the scene: the interactor, the presenter and the router, linked
/// around a view controller.
@MainActor
enum ItemsListConfigurator {
    /// Builds the scene's actors, then the view controller `makeViewController`
    /// makes with its interactor and router, which owns the scene.
    static func configure<ViewType: ItemsListDisplayLogic>(
        viewController makeViewController: (
            any ItemsListBusinessLogic,
            any ItemsListRoutingLogic & ItemsListDataPassing
        ) -> ViewType
    ) -> (viewController: ViewType, interactor: ItemsListInteractor, router: ItemsListRouter) {
        let presenter = ItemsListPresenter()
        let interactor = ItemsListInteractor(presenter: presenter)
        let router = ItemsListRouter()
        let viewController = makeViewController(interactor, router)
        presenter.viewController = viewController
        router.view = viewController
        router.dataStore = interactor
        return (viewController, interactor, router)
    }
}

#if canImport(UIKit)
extension ItemsListConfigurator {
    /// The scene's entry point: its view controller, every actor linked.
    static func create() -> UIViewController {
        let scene = configure(viewController: { ItemsListViewController(interactor: $0, router: $1) })
        return scene.viewController
    }
}
#endif
