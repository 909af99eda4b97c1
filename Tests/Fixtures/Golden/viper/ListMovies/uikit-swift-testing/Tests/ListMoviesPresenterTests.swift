// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation
import Testing
@testable import ListMovies

@MainActor
struct ListMoviesPresenterTests {
    private let interactor = ListMoviesInteractionSpy()
    private let sut: ListMoviesPresenter

    init() {
        sut = ListMoviesPresenter(interactor: interactor)
    }

    @Test func fetchMoviesRequestIsForwardedToTheInteractor() {
        // Given
        let request: ListMovies.FetchMovies.Request = ListMovies.FetchMovies.Request()

        // When
        sut.fetchMovies(request: request)

        // Then
        #expect(interactor.fetchMoviesRequestCallsCount == 1)
        #expect(interactor.fetchMoviesRequestReceivedRequest == request)
    }

    @Test func doesNotRetainItsView() {
        // Given
        var view: ListMoviesViewSpy? = ListMoviesViewSpy()
        sut.view = view

        // When
        view = nil

        // Then
        #expect(sut.view == nil)
    }
}
