// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation

@MainActor
final class ListMoviesInteractor: ListMoviesBusinessLogic, ListMoviesDataStore {
    let presenter: any ListMoviesPresentationLogic
    let moviesWorker: any MoviesWorker

    init(presenter: any ListMoviesPresentationLogic, moviesWorker: any MoviesWorker) {
        self.presenter = presenter
        self.moviesWorker = moviesWorker
    }

    func fetchMovies(request: ListMovies.FetchMovies.Request) {
        // TODO: Do the work, then fill in the response.
        let response = ListMovies.FetchMovies.Response(movies: [])
        presenter.presentFetchMovies(response: response)
    }
}
