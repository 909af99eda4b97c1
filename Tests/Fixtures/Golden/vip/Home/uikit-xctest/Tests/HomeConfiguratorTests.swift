// Created by archgen from Home.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Home

@MainActor
final class HomeConfiguratorTests: XCTestCase {
    func testConfigureLinksEveryActor() async throws {
        // Given
        let viewController = HomeDisplayLogicSpy()

        // When
        let scene = HomeConfigurator.configure(viewController: { _, _ in viewController })

        // Then
        let presenter = try XCTUnwrap(scene.interactor.presenter as? HomePresenter)
        XCTAssertIdentical(presenter.viewController, viewController)
        XCTAssertIdentical(scene.router.viewController, viewController)
        XCTAssertIdentical(scene.router.dataStore, scene.interactor)
    }

    func testSceneIsReleasedWithItsViewController() async throws {
        // Given
        weak var weakViewController: HomeDisplayLogicSpy?
        weak var weakInteractor: HomeInteractor?
        weak var weakPresenter: HomePresenter?
        weak var weakRouter: HomeRouter?

        // When
        do {
            let viewController = HomeDisplayLogicSpy()
            let scene = HomeConfigurator.configure(viewController: { _, _ in viewController })
            let presenter = try XCTUnwrap(scene.interactor.presenter as? HomePresenter)
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
