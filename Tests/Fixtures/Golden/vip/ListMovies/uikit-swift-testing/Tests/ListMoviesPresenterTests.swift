// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation
import Testing
@testable import ListMovies

@MainActor
struct ListMoviesPresenterTests {
    private let sut = ListMoviesPresenter()
    private let viewController = ListMoviesDisplayLogicSpy()

    init() {
        sut.viewController = viewController
    }

    @Test func presentFetchMoviesResponseSendsItsViewModelToTheViewController() {
        // Given
        let response = ListMovies.FetchMovies.Response(movies: [])

        // When
        sut.presentFetchMovies(response: response)

        // Then
        #expect(viewController.displayFetchMoviesViewModelCallsCount == 1)
        #expect(viewController.displayFetchMoviesViewModelReceivedViewModel == ListMovies.FetchMovies.ViewModel(displayedMovies: []))
    }

    @Test func doesNotRetainItsViewController() {
        // Given
        var viewController: ListMoviesDisplayLogicSpy? = ListMoviesDisplayLogicSpy()
        sut.viewController = viewController

        // When
        viewController = nil

        // Then
        #expect(sut.viewController == nil)
    }
}
