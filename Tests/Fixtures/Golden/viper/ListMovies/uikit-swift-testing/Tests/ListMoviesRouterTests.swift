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
        let presenter = ListMoviesRouter.assemble(view: view, moviesWorker: moviesWorker)

        // Then
        let interactor = try #require(presenter.interactor as? ListMoviesInteractor)
        let router = try #require(presenter.router as? ListMoviesRouter)
        #expect(view.presenter === presenter)
        #expect(presenter.view === view)
        #expect(interactor.output === presenter)
        #expect(router.view === view)
        #expect(interactor.moviesWorker as? MoviesWorkerMock === moviesWorker)
    }

    @Test func moduleIsReleasedWithItsView() throws {
        // Given
        weak var weakView: ListMoviesViewSpy?
        weak var weakPresenter: ListMoviesPresenter?
        weak var weakInteractor: ListMoviesInteractor?
        weak var weakRouter: ListMoviesRouter?

        // When
        do {
            let view = ListMoviesViewSpy()
            let moviesWorker = MoviesWorkerMock()
            let presenter = ListMoviesRouter.assemble(view: view, moviesWorker: moviesWorker)
            let interactor = try #require(presenter.interactor as? ListMoviesInteractor)
            let router = try #require(presenter.router as? ListMoviesRouter)
            weakView = view
            weakPresenter = presenter
            weakInteractor = interactor
            weakRouter = router
        }

        // Then
        #expect(weakView == nil)
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
        #expect(weakRouter == nil)
    }
}
