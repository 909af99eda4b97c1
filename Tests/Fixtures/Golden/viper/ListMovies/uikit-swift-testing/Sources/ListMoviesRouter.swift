// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the module: it has no routes, so no router is kept.
@preconcurrency @MainActor
final class ListMoviesRouter {
    /// Links the module's actors around `view`, which keeps them alive.
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    @discardableResult
    static func assemble(view: some ListMoviesView, moviesWorker: any MoviesWorker) -> ListMoviesPresenter {
        let presenter = ListMoviesPresenter()
        let interactor = ListMoviesInteractor(moviesWorker: moviesWorker)
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        interactor.output = presenter
        return presenter
    }
}

#if canImport(UIKit)
extension ListMoviesRouter {
    /// The module's entry point: its view controller, every actor linked.
    static func create(moviesWorker: any MoviesWorker) -> UIViewController {
        let viewController = ListMoviesViewController()
        assemble(view: viewController, moviesWorker: moviesWorker)
        return viewController
    }
}
#endif
