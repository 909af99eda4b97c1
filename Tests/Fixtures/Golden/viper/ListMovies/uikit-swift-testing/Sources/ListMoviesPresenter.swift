// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation

@MainActor
final class ListMoviesPresenter: ListMoviesPresentation {
    weak var view: (any ListMoviesView)?
    let interactor: any ListMoviesInteraction

    init(interactor: any ListMoviesInteraction) {
        self.interactor = interactor
    }

    func fetchMovies(request: ListMovies.FetchMovies.Request) {
        interactor.fetchMovies(request: request)
    }
}

// MARK: - ListMoviesInteractorOutput

extension ListMoviesPresenter: ListMoviesInteractorOutput {
    func presentFetchMovies(response: ListMovies.FetchMovies.Response) {
        // TODO: Turn the response into ListMovies.FetchMovies.ViewModel(displayedMovies:), then display it.
    }
}
