// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Gallery

@MainActor
final class GalleryViewModelTests: XCTestCase {
    private var coordinator: GalleryCoordinatingSpy!
    private var photoStore: PhotoStoreMock!
    private var thumbnails: ThumbnailCacheMock!
    private var sut: GalleryViewModel!

    override func setUp() async throws {
        coordinator = GalleryCoordinatingSpy()
        photoStore = PhotoStoreMock()
        thumbnails = ThumbnailCacheMock()
        sut = GalleryViewModel(
            coordinator: coordinator,
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
        coordinator = nil
        photoStore = nil
        thumbnails = nil
        sut = nil
    }

    func testDoesNotRetainItsOutput() async {
        // Given
        var output: GalleryViewModelOutputSpy? = GalleryViewModelOutputSpy()
        sut.output = output

        // When
        output = nil

        // Then
        XCTAssertNil(sut.output)
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
