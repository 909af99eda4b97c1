// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation

@preconcurrency @MainActor
final class ListMoviesInteractor: ListMoviesBusinessLogic, ListMoviesDataStore {
    /// Held strongly, unlike VIPER's output: in Clean Swift the interactor
    /// owns the presenter, and the presenter holds the view controller weakly.
    var presenter: (any ListMoviesPresentationLogic)!
    let moviesWorker: any MoviesWorker

    init(moviesWorker: any MoviesWorker) {
        self.moviesWorker = moviesWorker
    }

    func fetchMovies(request: ListMovies.FetchMovies.Request) {
        // TODO: Do the work, then fill in the response.
        let response = ListMovies.FetchMovies.Response(movies: [])
        presenter.presentFetchMovies(response: response)
    }
}
