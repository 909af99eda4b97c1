// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation
import Testing
@testable import ListMovies

@MainActor
struct ListMoviesInteractorTests {
    private let sut = ListMoviesInteractor()
    private let presenter = ListMoviesPresentationLogicSpy()
    private let moviesWorker = MoviesWorkerMock()

    init() {
        sut.presenter = presenter
        sut.moviesWorker = moviesWorker
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
