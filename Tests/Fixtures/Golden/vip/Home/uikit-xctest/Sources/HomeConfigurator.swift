// Created by archgen from Home.archgen. Yours to edit.
// The Home screen.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the scene: the interactor, the presenter and the router, linked
/// around a view controller.
@MainActor
enum HomeConfigurator {
    /// Links the scene's actors around `viewController`, which owns the scene:
    /// it keeps the interactor and the router returned.
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    static func configure(viewController: some HomeDisplayLogic) -> (interactor: HomeInteractor, router: HomeRouter) {
        let interactor = HomeInteractor()
        let presenter = HomePresenter()
        let router = HomeRouter()
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        return (interactor, router)
    }
}

#if canImport(UIKit)
extension HomeConfigurator {
    /// The scene's entry point: its view controller, every actor linked.
    static func create() -> HomeViewController {
        let viewController = HomeViewController()
        let scene = configure(viewController: viewController)
        viewController.interactor = scene.interactor
        viewController.router = scene.router
        return viewController
    }
}
#endif
