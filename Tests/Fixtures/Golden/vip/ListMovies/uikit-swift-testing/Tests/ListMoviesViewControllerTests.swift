// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation
import Testing
@testable import ListMovies

#if canImport(UIKit)
@MainActor
struct ListMoviesViewControllerTests {
    @Test func sendsFetchMoviesRequestWhenItLoads() {
        // Given
        let interactor = ListMoviesBusinessLogicSpy()
        let sut = ListMoviesViewController(interactor: interactor, router: ListMoviesDataPassingSpy())

        // When
        sut.viewDidLoad()

        // Then
        #expect(interactor.fetchMoviesRequestCallsCount == 1)
    }
}
#endif
