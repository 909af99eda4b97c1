// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Gallery

@MainActor
final class GalleryConfiguratorTests: XCTestCase {
    func testConfigureLinksEveryActor() async throws {
        // Given
        let viewController = GalleryDisplayLogicSpy()
        let album: String = "album"
        let filter: ((Photo) -> Bool)? = { _ in true }
        let columns: UInt8 = 1
        let spacing: Decimal = Decimal(string: "1.5")!
        let tags: Set<String> = ["tags"]
        let delegate = GalleryDelegateSpy()
        let photoStore = PhotoStoreMock()
        let thumbnails = ThumbnailCacheMock()

        // When
        let scene = GalleryConfigurator.configure(
            viewController: { _, _ in viewController },
            album: album,
            filter: filter,
            columns: columns,
            spacing: spacing,
            tags: tags,
            delegate: delegate,
            photoStore: photoStore,
            thumbnails: thumbnails
        )

        // Then
        let presenter = try XCTUnwrap(scene.interactor.presenter as? GalleryPresenter)
        XCTAssertIdentical(presenter.viewController, viewController)
        XCTAssertIdentical(scene.router.view, viewController)
        XCTAssertIdentical(scene.router.dataStore, scene.interactor)
        XCTAssertEqual(scene.interactor.album, album)
        XCTAssertEqual(scene.interactor.columns, columns)
        XCTAssertEqual(scene.interactor.spacing, spacing)
        XCTAssertEqual(scene.interactor.tags, tags)
        XCTAssertIdentical(scene.interactor.delegate, delegate)
        XCTAssertIdentical(scene.interactor.photoStore as? PhotoStoreMock, photoStore)
        XCTAssertIdentical(scene.interactor.thumbnails as? ThumbnailCacheMock, thumbnails)
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
            let album: String = "album"
            let filter: ((Photo) -> Bool)? = { _ in true }
            let columns: UInt8 = 1
            let spacing: Decimal = Decimal(string: "1.5")!
            let tags: Set<String> = ["tags"]
            let delegate = GalleryDelegateSpy()
            let photoStore = PhotoStoreMock()
            let thumbnails = ThumbnailCacheMock()
            let scene = GalleryConfigurator.configure(
                viewController: { _, _ in viewController },
                album: album,
                filter: filter,
                columns: columns,
                spacing: spacing,
                tags: tags,
                delegate: delegate,
                photoStore: photoStore,
                thumbnails: thumbnails
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
