// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Main

@MainActor
final class MainConfiguratorTests: XCTestCase {
    func testConfigureLinksEveryActor() async throws {
        // Given
        let model = MainDisplayLogicSpy()
        let storage = StorageMock()

        // When
        let scene = MainConfigurator.configure(model: { _, _ in model }, storage: storage)

        // Then
        let presenter = try XCTUnwrap(scene.interactor.presenter as? MainPresenter)
        XCTAssertIdentical(presenter.viewController, model)
        XCTAssertIdentical(scene.router.view, model)
        XCTAssertIdentical(scene.router.dataStore, scene.interactor)
        XCTAssertIdentical(scene.interactor.storage as? StorageMock, storage)
    }

    func testSceneIsReleasedWithItsModel() async throws {
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
            let presenter = try XCTUnwrap(scene.interactor.presenter as? MainPresenter)
            weakModel = model
            weakInteractor = scene.interactor
            weakPresenter = presenter
            weakRouter = scene.router
        }

        // Then
        XCTAssertNil(weakModel)
        XCTAssertNil(weakInteractor)
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakRouter)
    }
}
