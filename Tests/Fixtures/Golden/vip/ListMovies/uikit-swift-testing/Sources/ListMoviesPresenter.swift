// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation

@MainActor
final class ListMoviesPresenter: ListMoviesPresentationLogic {
    /// Held weakly: the view controller owns the scene.
    weak var viewController: (any ListMoviesDisplayLogic)?

    func presentFetchMovies(response: ListMovies.FetchMovies.Response) {
        // TODO: Turn the response into ListMovies.FetchMovies.ViewModel(displayedMovies:), then display it.
    }
}
