// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Gallery

@MainActor
final class GalleryNavigatorTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let ui = Gallery_DisplayUISpy()
        let album: String = "album"
        let filter: ((Photo) -> Bool)? = { _ in true }
        let columns: UInt8 = 1
        let spacing: Decimal = Decimal(string: "1.5")!
        let tags: Set<String> = ["tags"]
        let delegate = Gallery_DelegateSpy()
        let photoStore = PhotoStoreMock()
        let thumbnails = ThumbnailCacheMock()

        // When
        let module = GalleryNavigator.assemble(
            ui: { _ in ui },
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
        let worker = try XCTUnwrap(module.director.dataManager as? GalleryWorker)
        let navigator = try XCTUnwrap(module.director.navigator as? GalleryNavigator)
        XCTAssertIdentical(module.director.ui, ui)
        XCTAssertIdentical(worker.presenter, module.director)
        XCTAssertIdentical(navigator.scene, ui)
        XCTAssertEqual(module.director.album, album)
        XCTAssertEqual(module.director.columns, columns)
        XCTAssertEqual(module.director.spacing, spacing)
        XCTAssertEqual(module.director.tags, tags)
        XCTAssertIdentical(module.director.delegate, delegate)
        XCTAssertIdentical(worker.photoStore as? PhotoStoreMock, photoStore)
        XCTAssertIdentical(worker.thumbnails as? ThumbnailCacheMock, thumbnails)
    }

    func testModuleIsReleased() async throws {
        // Given
        weak var weakUI: Gallery_DisplayUISpy?
        weak var weakDirector: GalleryDirector?
        weak var weakWorker: GalleryWorker?
        weak var weakNavigator: GalleryNavigator?

        // When
        do {
            let ui = Gallery_DisplayUISpy()
            let album: String = "album"
            let filter: ((Photo) -> Bool)? = { _ in true }
            let columns: UInt8 = 1
            let spacing: Decimal = Decimal(string: "1.5")!
            let tags: Set<String> = ["tags"]
            let delegate = Gallery_DelegateSpy()
            let photoStore = PhotoStoreMock()
            let thumbnails = ThumbnailCacheMock()
            let module = GalleryNavigator.assemble(
                ui: { _ in ui },
                album: album,
                filter: filter,
                columns: columns,
                spacing: spacing,
                tags: tags,
                delegate: delegate,
                photoStore: photoStore,
                thumbnails: thumbnails
            )
            let worker = try XCTUnwrap(module.director.dataManager as? GalleryWorker)
            let navigator = try XCTUnwrap(module.director.navigator as? GalleryNavigator)
            weakUI = ui
            weakDirector = module.director
            weakWorker = worker
            weakNavigator = navigator
        }

        // Then
        XCTAssertNil(weakUI)
        XCTAssertNil(weakDirector)
        XCTAssertNil(weakWorker)
        XCTAssertNil(weakNavigator)
    }
}
