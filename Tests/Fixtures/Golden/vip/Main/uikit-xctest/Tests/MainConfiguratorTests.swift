// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Main

@MainActor
final class MainConfiguratorTests: XCTestCase {
    func testConfigureLinksEveryActor() async throws {
        // Given
        let viewController = MainDisplayLogicSpy()
        let storage = StorageMock()

        // When
        let scene = MainConfigurator.configure(viewController: { _, _ in viewController }, storage: storage)

        // Then
        let presenter = try XCTUnwrap(scene.interactor.presenter as? MainPresenter)
        XCTAssertIdentical(presenter.viewController, viewController)
        XCTAssertIdentical(scene.router.view, viewController)
        XCTAssertIdentical(scene.router.dataStore, scene.interactor)
        XCTAssertIdentical(scene.interactor.storage as? StorageMock, storage)
    }

    func testSceneIsReleasedWithItsViewController() async throws {
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
            let presenter = try XCTUnwrap(scene.interactor.presenter as? MainPresenter)
            weakViewController = viewController
            weakInteractor = scene.interactor
            weakPresenter = presenter
            weakRouter = scene.router
        }

        // Then
        XCTAssertNil(weakViewController)
        XCTAssertNil(weakInteractor)
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakRouter)
    }
}
