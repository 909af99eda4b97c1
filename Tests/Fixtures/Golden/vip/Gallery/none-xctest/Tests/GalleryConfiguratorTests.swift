// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Gallery

@MainActor
final class GalleryConfiguratorTests: XCTestCase {
    func testConfigureLinksEveryActor() async throws {
        // Given
        let viewController = GalleryDisplayLogicSpy()
        let delegate = GalleryDelegateSpy()
        let photoStore = PhotoStoreMock()

        // When
        let scene = GalleryConfigurator.configure(
            viewController: viewController,
            delegate: delegate,
            photoStore: photoStore
        )

        // Then
        let presenter = try XCTUnwrap(scene.interactor.presenter as? GalleryPresenter)
        XCTAssertIdentical(presenter.viewController, viewController)
        XCTAssertIdentical(scene.router.viewController, viewController)
        XCTAssertIdentical(scene.router.dataStore, scene.interactor)
        XCTAssertIdentical(scene.interactor.delegate, delegate)
        XCTAssertIdentical(scene.interactor.photoStore as? PhotoStoreMock, photoStore)
    }

    func testSceneIsReleasedWithItsViewController() async throws {
        // Given
        weak var weakViewController: GalleryDisplayLogicSpy?
        weak var weakInteractor: GalleryInteractor?
        weak var weakPresenter: GalleryPresenter?
        weak var weakRouter: GalleryRouter?

        // When
        do {
            let viewController = GalleryDisplayLogicSpy()
            let delegate = GalleryDelegateSpy()
            let photoStore = PhotoStoreMock()
            let scene = GalleryConfigurator.configure(
                viewController: viewController,
                delegate: delegate,
                photoStore: photoStore
            )
            let presenter = try XCTUnwrap(scene.interactor.presenter as? GalleryPresenter)
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
