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
        // TODO: Do the work, then present its result as ListMovies.FetchMovies.Response(movies:).
    }
}
