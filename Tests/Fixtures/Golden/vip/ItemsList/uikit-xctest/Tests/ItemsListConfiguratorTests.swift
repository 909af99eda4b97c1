// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
import XCTest
@testable import ItemsList

@MainActor
final class ItemsListConfiguratorTests: XCTestCase {
    func testConfigureLinksEveryActor() async throws {
        // Given
        let viewController = ItemsListDisplayLogicSpy()

        // When
        let scene = ItemsListConfigurator.configure(viewController: { _, _ in viewController })

        // Then
        let presenter = try XCTUnwrap(scene.interactor.presenter as? ItemsListPresenter)
        XCTAssertIdentical(presenter.viewController, viewController)
        XCTAssertIdentical(scene.router.view, viewController)
        XCTAssertIdentical(scene.router.dataStore, scene.interactor)
    }

    func testSceneIsReleasedWithItsViewController() async throws {
        // Given
        weak var weakViewController: ItemsListDisplayLogicSpy?
        weak var weakInteractor: ItemsListInteractor?
        weak var weakPresenter: ItemsListPresenter?
        weak var weakRouter: ItemsListRouter?

        // When
        do {
            let viewController = ItemsListDisplayLogicSpy()
            let scene = ItemsListConfigurator.configure(viewController: { _, _ in viewController })
            let presenter = try XCTUnwrap(scene.interactor.presenter as? ItemsListPresenter)
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
