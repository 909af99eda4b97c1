// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

final class ListMoviesRouter: ListMoviesRoutable {
    /// The module's view, held weakly: the view owns the module.
    weak var view: (any ListMoviesView)?

    /// Links the module's actors around `view`, which keeps them alive.
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    @discardableResult
    static func assemble(view: some ListMoviesView, moviesWorker: any MoviesWorker) -> ListMoviesPresenter {
        let presenter = ListMoviesPresenter()
        let interactor = ListMoviesInteractor()
        let router = ListMoviesRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        interactor.moviesWorker = moviesWorker
        router.view = view
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

    /// The view controller to navigate from.
    var viewController: UIViewController? {
        view as? UIViewController
    }
}
#endif
