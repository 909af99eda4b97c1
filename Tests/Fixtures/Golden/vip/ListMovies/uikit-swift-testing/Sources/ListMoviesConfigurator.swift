// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the scene: the interactor, the presenter and the router, linked
/// around a view controller.
@MainActor
enum ListMoviesConfigurator {
    /// Links the scene's actors around `viewController`, which owns the scene:
    /// it keeps the interactor and the router returned.
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    static func configure(
        viewController: some ListMoviesDisplayLogic,
        moviesWorker: any MoviesWorker
    ) -> (interactor: ListMoviesInteractor, router: ListMoviesRouter) {
        let interactor = ListMoviesInteractor(moviesWorker: moviesWorker)
        let presenter = ListMoviesPresenter()
        let router = ListMoviesRouter()
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        return (interactor, router)
    }
}

#if canImport(UIKit)
extension ListMoviesConfigurator {
    /// The scene's entry point: its view controller, every actor linked.
    static func create(moviesWorker: any MoviesWorker) -> ListMoviesViewController {
        let viewController = ListMoviesViewController()
        let scene = configure(viewController: viewController, moviesWorker: moviesWorker)
        viewController.interactor = scene.interactor
        viewController.router = scene.router
        return viewController
    }
}
#endif
