// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import Testing
@testable import Main

@MainActor
struct MainConfiguratorTests {
    @Test func configureLinksEveryActor() throws {
        // Given
        let model = MainDisplayLogicSpy()
        let storage = StorageMock()

        // When
        let scene = MainConfigurator.configure(model: { _, _ in model }, storage: storage)

        // Then
        let presenter = try #require(scene.interactor.presenter as? MainPresenter)
        #expect(presenter.viewController === model)
        #expect(scene.router.view === model)
        #expect(scene.router.dataStore === scene.interactor)
        #expect(scene.interactor.storage as? StorageMock === storage)
    }

    @Test func sceneIsReleasedWithItsModel() throws {
        // Given
        weak var weakModel: MainDisplayLogicSpy?
        weak var weakInteractor: MainInteractor?
        weak var weakPresenter: MainPresenter?
        weak var weakRouter: MainRouter?

        // When
        do {
            let model = MainDisplayLogicSpy()
            let storage = StorageMock()
            let scene = MainConfigurator.configure(model: { _, _ in model }, storage: storage)
            let presenter = try #require(scene.interactor.presenter as? MainPresenter)
            weakModel = model
            weakInteractor = scene.interactor
            weakPresenter = presenter
            weakRouter = scene.router
        }

        // Then
        #expect(weakModel == nil)
        #expect(weakInteractor == nil)
        #expect(weakPresenter == nil)
        #expect(weakRouter == nil)
    }
}
