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
        sut = ListMoviesInteractor(moviesWorker: moviesWorker)
        sut.presenter = presenter
    }

    @Test func keepsItsPresenter() {
        // Given
        var presenter: ListMoviesPresentationLogicSpy? = ListMoviesPresentationLogicSpy()
        sut.presenter = presenter

        // When
        presenter = nil

        // Then
        #expect(sut.presenter != nil)
    }
}
