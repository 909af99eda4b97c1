// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Gallery

@MainActor
final class GalleryRouterTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let view = GalleryViewSpy()
        let album: String = "album"
        let filter: ((Photo) -> Bool)? = { _ in true }
        let columns: UInt8 = 1
        let spacing: Decimal = Decimal(string: "1.5")!
        let tags: Set<String> = ["tags"]
        let delegate = GalleryDelegateSpy()
        let photoStore = PhotoStoreMock()
        let thumbnails = ThumbnailCacheMock()

        // When
        let presenter = GalleryRouter.assemble(
            view: view,
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
        let interactor = try XCTUnwrap(presenter.interactor as? GalleryInteractor)
        let router = try XCTUnwrap(presenter.router as? GalleryRouter)
        XCTAssertIdentical(view.presenter, presenter)
        XCTAssertIdentical(presenter.view, view)
        XCTAssertIdentical(interactor.output, presenter)
        XCTAssertIdentical(router.view, view)
        XCTAssertEqual(presenter.album, album)
        XCTAssertEqual(presenter.columns, columns)
        XCTAssertEqual(presenter.spacing, spacing)
        XCTAssertEqual(presenter.tags, tags)
        XCTAssertIdentical(presenter.delegate, delegate)
        XCTAssertIdentical(interactor.photoStore as? PhotoStoreMock, photoStore)
        XCTAssertIdentical(interactor.thumbnails as? ThumbnailCacheMock, thumbnails)
    }

    func testModuleIsReleasedWithItsView() async throws {
        // Given
        weak var weakView: GalleryViewSpy?
        weak var weakPresenter: GalleryPresenter?
        weak var weakInteractor: GalleryInteractor?
        weak var weakRouter: GalleryRouter?

        // When
        do {
            let view = GalleryViewSpy()
            let album: String = "album"
            let filter: ((Photo) -> Bool)? = { _ in true }
            let columns: UInt8 = 1
            let spacing: Decimal = Decimal(string: "1.5")!
            let tags: Set<String> = ["tags"]
            let delegate = GalleryDelegateSpy()
            let photoStore = PhotoStoreMock()
            let thumbnails = ThumbnailCacheMock()
            let presenter = GalleryRouter.assemble(
                view: view,
                album: album,
                filter: filter,
                columns: columns,
                spacing: spacing,
                tags: tags,
                delegate: delegate,
                photoStore: photoStore,
                thumbnails: thumbnails
            )
            let interactor = try XCTUnwrap(presenter.interactor as? GalleryInteractor)
            let router = try XCTUnwrap(presenter.router as? GalleryRouter)
            weakView = view
            weakPresenter = presenter
            weakInteractor = interactor
            weakRouter = router
        }

        // Then
        XCTAssertNil(weakView)
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakInteractor)
        XCTAssertNil(weakRouter)
    }
}
