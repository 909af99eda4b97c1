// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the module: it has no routes, so no router is kept.
@MainActor
final class ListMoviesRouter {
    /// Builds the module's actors, then the view `makeView` makes with its
    /// presenter, which keeps them alive.
    @discardableResult
    static func assemble<ViewType: ListMoviesView>(
        view makeView: (any ListMoviesPresentation) -> ViewType,
        moviesWorker: any MoviesWorker
    ) -> (view: ViewType, presenter: ListMoviesPresenter) {
        let interactor = ListMoviesInteractor(moviesWorker: moviesWorker)
        let presenter = ListMoviesPresenter(interactor: interactor)
        let view = makeView(presenter)
        presenter.view = view
        interactor.output = presenter
        return (view, presenter)
    }
}

#if canImport(UIKit)
extension ListMoviesRouter {
    /// The module's entry point: its view controller, every actor linked.
    static func create(moviesWorker: any MoviesWorker) -> UIViewController {
        let module = assemble(view: { ListMoviesViewController(presenter: $0) }, moviesWorker: moviesWorker)
        return module.view
    }
}
#endif
