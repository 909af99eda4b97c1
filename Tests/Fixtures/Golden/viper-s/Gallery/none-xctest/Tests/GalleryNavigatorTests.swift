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
        let director = GalleryNavigator.assemble(
            ui: ui,
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
        let worker = try XCTUnwrap(director.dataManager as? GalleryWorker)
        let navigator = try XCTUnwrap(director.navigator as? GalleryNavigator)
        XCTAssertIdentical(director.ui, ui)
        XCTAssertIdentical(worker.presenter, director)
        XCTAssertIdentical(navigator.scene, ui)
        XCTAssertEqual(director.album, album)
        XCTAssertEqual(director.columns, columns)
        XCTAssertEqual(director.spacing, spacing)
        XCTAssertEqual(director.tags, tags)
        XCTAssertIdentical(director.delegate, delegate)
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
            let director = GalleryNavigator.assemble(
                ui: ui,
                album: album,
                filter: filter,
                columns: columns,
                spacing: spacing,
                tags: tags,
                delegate: delegate,
                photoStore: photoStore,
                thumbnails: thumbnails
            )
            let worker = try XCTUnwrap(director.dataManager as? GalleryWorker)
            let navigator = try XCTUnwrap(director.navigator as? GalleryNavigator)
            weakUI = ui
            weakDirector = director
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
