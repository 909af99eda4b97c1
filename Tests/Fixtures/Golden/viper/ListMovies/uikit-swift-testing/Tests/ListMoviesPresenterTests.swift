// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation
import Testing
@testable import ListMovies

@MainActor
struct ListMoviesPresenterTests {
    private let sut = ListMoviesPresenter()
    private let view = ListMoviesViewSpy()
    private let interactor = ListMoviesInteractionSpy()
    private let router = ListMoviesRoutableSpy()

    init() {
        sut.view = view
        sut.interactor = interactor
        sut.router = router
    }

    @Test func fetchMoviesRequestIsForwardedToTheInteractor() {
        // Given
        let request = ListMovies.FetchMovies.Request()

        // When
        sut.fetchMovies(request: request)

        // Then
        #expect(interactor.fetchMoviesRequestCallsCount == 1)
        #expect(interactor.fetchMoviesRequestReceivedRequest == request)
    }

    @Test func presentFetchMoviesResponseSendsItsViewModelToTheView() {
        // Given
        let response = ListMovies.FetchMovies.Response(movies: [])

        // When
        sut.presentFetchMovies(response: response)

        // Then
        #expect(view.displayFetchMoviesViewModelCallsCount == 1)
        #expect(view.displayFetchMoviesViewModelReceivedViewModel == ListMovies.FetchMovies.ViewModel(displayedMovies: []))
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
