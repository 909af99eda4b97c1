// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation

@preconcurrency @MainActor
final class ListMoviesPresenter: ListMoviesPresentation {
    weak var view: (any ListMoviesView)?
    var interactor: (any ListMoviesInteraction)!

    func fetchMovies(request: ListMovies.FetchMovies.Request) {
        interactor.fetchMovies(request: request)
    }
}

// MARK: - ListMoviesInteractorOutput

extension ListMoviesPresenter: ListMoviesInteractorOutput {
    func presentFetchMovies(response: ListMovies.FetchMovies.Response) {
        // TODO: Turn the response into what the view shows.
        let viewModel = ListMovies.FetchMovies.ViewModel(displayedMovies: [])
        view?.displayFetchMovies(viewModel: viewModel)
    }
}
