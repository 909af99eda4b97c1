// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation
import Testing
@testable import ListMovies

@MainActor
struct ListMoviesInteractorTests {
    private let moviesWorker = MoviesWorkerMock()
    private let sut: ListMoviesInteractor

    init() {
        sut = ListMoviesInteractor(moviesWorker: moviesWorker)
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
