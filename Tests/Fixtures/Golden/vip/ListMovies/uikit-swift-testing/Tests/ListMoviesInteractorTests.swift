// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation
import Testing
@testable import ListMovies

@MainActor
struct ListMoviesInteractorTests {
    private let presenter = ListMoviesPresentationLogicSpy()
    private let moviesWorker = MoviesWorkerMock()
    private let sut: ListMoviesInteractor

    init() {
        sut = ListMoviesInteractor(presenter: presenter, moviesWorker: moviesWorker)
    }

    // Nothing to test yet: no call the scaffold forwards; its doubles are set up for the tests you write.
}
