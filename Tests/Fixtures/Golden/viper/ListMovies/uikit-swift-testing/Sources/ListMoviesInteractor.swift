// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation

@MainActor
final class ListMoviesInteractor: ListMoviesInteraction {
    weak var output: (any ListMoviesInteractorOutput)?
    let moviesWorker: any MoviesWorker

    init(moviesWorker: any MoviesWorker) {
        self.moviesWorker = moviesWorker
    }

    func fetchMovies(request: ListMovies.FetchMovies.Request) {
        // TODO: Do the work, then present its result as ListMovies.FetchMovies.Response(movies:).
    }
}
