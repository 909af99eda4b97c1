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
