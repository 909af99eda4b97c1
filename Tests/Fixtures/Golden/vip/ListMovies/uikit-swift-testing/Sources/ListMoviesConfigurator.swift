// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the scene: the interactor, the presenter and the router, linked
/// around a view controller.
@MainActor
enum ListMoviesConfigurator {
    /// Builds the scene's actors, then the view controller `makeViewController`
    /// makes with its interactor and router, which owns the scene.
    static func configure<ViewType: ListMoviesDisplayLogic>(
        viewController makeViewController: (any ListMoviesBusinessLogic, any ListMoviesDataPassing) -> ViewType,
        moviesWorker: any MoviesWorker
    ) -> (viewController: ViewType, interactor: ListMoviesInteractor, router: ListMoviesRouter) {
        let presenter = ListMoviesPresenter()
        let interactor = ListMoviesInteractor(presenter: presenter, moviesWorker: moviesWorker)
        let router = ListMoviesRouter()
        let viewController = makeViewController(interactor, router)
        presenter.viewController = viewController
        router.view = viewController
        router.dataStore = interactor
        return (viewController, interactor, router)
    }
}

#if canImport(UIKit)
extension ListMoviesConfigurator {
    /// The scene's entry point: its view controller, every actor linked.
    static func create(moviesWorker: any MoviesWorker) -> UIViewController {
        let scene = configure(
            viewController: { ListMoviesViewController(interactor: $0, router: $1) },
            moviesWorker: moviesWorker
        )
        return scene.viewController
    }
}
#endif
