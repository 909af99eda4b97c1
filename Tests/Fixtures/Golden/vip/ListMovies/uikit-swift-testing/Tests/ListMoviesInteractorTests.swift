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

    @Test func fetchMoviesRequestSendsItsResponseToThePresenter() {
        // Given
        let request = ListMovies.FetchMovies.Request()

        // When
        sut.fetchMovies(request: request)

        // Then
        #expect(presenter.presentFetchMoviesResponseCallsCount == 1)
        #expect(presenter.presentFetchMoviesResponseReceivedResponse == ListMovies.FetchMovies.Response(movies: []))
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
