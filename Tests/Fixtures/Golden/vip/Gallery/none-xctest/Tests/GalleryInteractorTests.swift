// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Gallery

@MainActor
final class GalleryInteractorTests: XCTestCase {
    private var presenter: GalleryPresentationLogicSpy!
    private var delegate: GalleryDelegateSpy!
    private var photoStore: PhotoStoreMock!
    private var thumbnails: ThumbnailCacheMock!
    private var sut: GalleryInteractor!

    override func setUp() async throws {
        presenter = GalleryPresentationLogicSpy()
        delegate = GalleryDelegateSpy()
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
        sut.delegate = delegate
    }

    override func tearDown() async throws {
        presenter = nil
        delegate = nil
        photoStore = nil
        thumbnails = nil
        sut = nil
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
