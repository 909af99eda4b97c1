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
        let module = GalleryRouter.assemble(
            view: { _ in view },
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
        let interactor = try XCTUnwrap(module.presenter.interactor as? GalleryInteractor)
        let router = try XCTUnwrap(module.presenter.router as? GalleryRouter)
        XCTAssertIdentical(module.presenter.view, view)
        XCTAssertIdentical(interactor.output, module.presenter)
        XCTAssertIdentical(router.view, view)
        XCTAssertEqual(module.presenter.album, album)
        XCTAssertEqual(module.presenter.columns, columns)
        XCTAssertEqual(module.presenter.spacing, spacing)
        XCTAssertEqual(module.presenter.tags, tags)
        XCTAssertIdentical(module.presenter.delegate, delegate)
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
            let module = GalleryRouter.assemble(
                view: { _ in view },
                album: album,
                filter: filter,
                columns: columns,
                spacing: spacing,
                tags: tags,
                delegate: delegate,
                photoStore: photoStore,
                thumbnails: thumbnails
            )
            let interactor = try XCTUnwrap(module.presenter.interactor as? GalleryInteractor)
            let router = try XCTUnwrap(module.presenter.router as? GalleryRouter)
            weakView = view
            weakPresenter = module.presenter
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
