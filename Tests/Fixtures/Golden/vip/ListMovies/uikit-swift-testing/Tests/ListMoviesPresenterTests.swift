// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation
import Testing
@testable import ListMovies

@MainActor
struct ListMoviesPresenterTests {
    private let sut = ListMoviesPresenter()

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
