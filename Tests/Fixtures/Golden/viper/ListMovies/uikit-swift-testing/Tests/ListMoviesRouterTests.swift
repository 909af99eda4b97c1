// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation
import Testing
@testable import ListMovies

@MainActor
struct ListMoviesRouterTests {
    @Test func assembleLinksEveryActor() throws {
        // Given
        let view = ListMoviesViewSpy()
        let moviesWorker = MoviesWorkerMock()

        // When
        let module = ListMoviesRouter.assemble(view: { _ in view }, moviesWorker: moviesWorker)

        // Then
        let interactor = try #require(module.presenter.interactor as? ListMoviesInteractor)
        #expect(module.presenter.view === view)
        #expect(interactor.output === module.presenter)
        #expect(interactor.moviesWorker as? MoviesWorkerMock === moviesWorker)
    }

    @Test func moduleIsReleasedWithItsView() throws {
        // Given
        weak var weakView: ListMoviesViewSpy?
        weak var weakPresenter: ListMoviesPresenter?
        weak var weakInteractor: ListMoviesInteractor?

        // When
        do {
            let view = ListMoviesViewSpy()
            let moviesWorker = MoviesWorkerMock()
            let module = ListMoviesRouter.assemble(view: { _ in view }, moviesWorker: moviesWorker)
            let interactor = try #require(module.presenter.interactor as? ListMoviesInteractor)
            weakView = view
            weakPresenter = module.presenter
            weakInteractor = interactor
        }

        // Then
        #expect(weakView == nil)
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
    }
}
