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
        let response: ListMovies.FetchMovies.Response = ListMovies.FetchMovies.Response(
            movies: [Movie(title: "title", releaseDate: Date(timeIntervalSince1970: 0))]
        )

        // When
        sut.presentFetchMovies(response: response)

        // Then
        #expect(viewController.displayFetchMoviesViewModelCallsCount == 1)
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
