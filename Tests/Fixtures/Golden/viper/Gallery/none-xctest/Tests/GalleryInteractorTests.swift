// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Gallery

@MainActor
final class GalleryInteractorTests: XCTestCase {
    private var photoStore: PhotoStoreMock!
    private var thumbnails: ThumbnailCacheMock!
    private var sut: GalleryInteractor!

    override func setUp() async throws {
        photoStore = PhotoStoreMock()
        thumbnails = ThumbnailCacheMock()
        sut = GalleryInteractor(photoStore: photoStore, thumbnails: thumbnails)
    }

    override func tearDown() async throws {
        photoStore = nil
        thumbnails = nil
        sut = nil
    }

    func testDoesNotRetainItsOutput() async {
        // Given
        var output: GalleryInteractorOutputSpy? = GalleryInteractorOutputSpy()
        sut.output = output

        // When
        output = nil

        // Then
        XCTAssertNil(sut.output)
    }
}
