// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation
import Testing
@testable import ListMovies

@MainActor
struct ListMoviesInteractorTests {
    private let sut = ListMoviesInteractor()
    private let output = ListMoviesInteractorOutputSpy()
    private let moviesWorker = MoviesWorkerMock()

    init() {
        sut.output = output
        sut.moviesWorker = moviesWorker
    }

    @Test func fetchMoviesRequestSendsItsResponseToTheOutput() {
        // Given
        let request = ListMovies.FetchMovies.Request()

        // When
        sut.fetchMovies(request: request)

        // Then
        #expect(output.presentFetchMoviesResponseCallsCount == 1)
        #expect(output.presentFetchMoviesResponseReceivedResponse == ListMovies.FetchMovies.Response(movies: []))
    }

    @Test func doesNotRetainItsOutput() {
        // Given
        var output: ListMoviesInteractorOutputSpy? = ListMoviesInteractorOutputSpy()
        sut.output = output

        // When
        output = nil

        // Then
        #expect(sut.output == nil)
    }
}
