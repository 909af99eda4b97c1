// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation
import Testing
@testable import ListMovies

@MainActor
struct ListMoviesConfiguratorTests {
    @Test func configureLinksEveryActor() throws {
        // Given
        let viewController = ListMoviesDisplayLogicSpy()
        let moviesWorker = MoviesWorkerMock()

        // When
        let scene = ListMoviesConfigurator.configure(
            viewController: { _, _ in viewController },
            moviesWorker: moviesWorker
        )

        // Then
        let presenter = try #require(scene.interactor.presenter as? ListMoviesPresenter)
        #expect(presenter.viewController === viewController)
        #expect(scene.router.view === viewController)
        #expect(scene.router.dataStore === scene.interactor)
        #expect(scene.interactor.moviesWorker as? MoviesWorkerMock === moviesWorker)
    }

    @Test func sceneIsReleasedWithItsViewController() throws {
        // Given
        weak var weakViewController: ListMoviesDisplayLogicSpy?
        weak var weakInteractor: ListMoviesInteractor?
        weak var weakPresenter: ListMoviesPresenter?
        weak var weakRouter: ListMoviesRouter?

        // When
        do {
            let viewController = ListMoviesDisplayLogicSpy()
            let moviesWorker = MoviesWorkerMock()
            let scene = ListMoviesConfigurator.configure(
                viewController: { _, _ in viewController },
                moviesWorker: moviesWorker
            )
            let presenter = try #require(scene.interactor.presenter as? ListMoviesPresenter)
            weakViewController = viewController
            weakInteractor = scene.interactor
            weakPresenter = presenter
            weakRouter = scene.router
        }

        // Then
        #expect(weakViewController == nil)
        #expect(weakInteractor == nil)
        #expect(weakPresenter == nil)
        #expect(weakRouter == nil)
    }
}
