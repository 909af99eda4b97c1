// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation
import Testing
@testable import ListMovies

#if canImport(UIKit)
@MainActor
struct ListMoviesViewControllerTests {
    @Test func sendsFetchMoviesRequestWhenItLoads() {
        // Given
        let presenter = ListMoviesPresentationSpy()
        let sut = ListMoviesViewController(presenter: presenter)

        // When
        sut.viewDidLoad()

        // Then
        #expect(presenter.fetchMoviesRequestCallsCount == 1)
    }
}
#endif
