// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Gallery

@MainActor
final class GalleryInteractorTests: XCTestCase {
    private var presenter: GalleryPresentationLogicSpy!
    private var photoStore: PhotoStoreMock!
    private var thumbnails: ThumbnailCacheMock!
    private var sut: GalleryInteractor!

    override func setUp() async throws {
        presenter = GalleryPresentationLogicSpy()
        photoStore = PhotoStoreMock()
        thumbnails = ThumbnailCacheMock()
        sut = GalleryInteractor(
            presenter: presenter,
            photoStore: photoStore,
            thumbnails: thumbnails,
            album: "album",
            filter: { _ in true },
            columns: 1,
            spacing: Decimal(string: "1.5")!,
            tags: ["tags"]
        )
    }

    override func tearDown() async throws {
        presenter = nil
        photoStore = nil
        thumbnails = nil
        sut = nil
    }

    func testKeepsItsFilter() async {
        // Then
        XCTAssertNotNil(sut.filter)
    }

    func testDoesNotRetainItsDelegate() async {
        // Given
        var delegate: GalleryDelegateSpy? = GalleryDelegateSpy()
        sut.delegate = delegate

        // When
        delegate = nil

        // Then
        XCTAssertNil(sut.delegate)
    }
}
