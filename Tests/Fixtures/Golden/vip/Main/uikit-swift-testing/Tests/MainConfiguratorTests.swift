// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import Testing
@testable import Main

@MainActor
struct MainConfiguratorTests {
    @Test func configureLinksEveryActor() throws {
        // Given
        let viewController = MainDisplayLogicSpy()
        let storage = StorageMock()

        // When
        let scene = MainConfigurator.configure(viewController: { _, _ in viewController }, storage: storage)

        // Then
        let presenter = try #require(scene.interactor.presenter as? MainPresenter)
        #expect(presenter.viewController === viewController)
        #expect(scene.router.view === viewController)
        #expect(scene.router.dataStore === scene.interactor)
        #expect(scene.interactor.storage as? StorageMock === storage)
    }

    @Test func sceneIsReleasedWithItsViewController() throws {
        // Given
        weak var weakViewController: MainDisplayLogicSpy?
        weak var weakInteractor: MainInteractor?
        weak var weakPresenter: MainPresenter?
        weak var weakRouter: MainRouter?

        // When
        do {
            let viewController = MainDisplayLogicSpy()
            let storage = StorageMock()
            let scene = MainConfigurator.configure(viewController: { _, _ in viewController }, storage: storage)
            let presenter = try #require(scene.interactor.presenter as? MainPresenter)
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
