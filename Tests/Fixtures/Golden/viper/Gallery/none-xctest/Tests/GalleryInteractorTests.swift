// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Gallery

@MainActor
final class GalleryInteractorTests: XCTestCase {
    private var sut: GalleryInteractor!
    private var output: GalleryInteractorOutputSpy!
    private var photoStore: PhotoStoreMock!
    private var thumbnails: ThumbnailCacheMock!

    override func setUp() async throws {
        sut = GalleryInteractor()
        output = GalleryInteractorOutputSpy()
        photoStore = PhotoStoreMock()
        thumbnails = ThumbnailCacheMock()
        sut.output = output
        sut.photoStore = photoStore
        sut.thumbnails = thumbnails
    }

    override func tearDown() async throws {
        sut = nil
        output = nil
        photoStore = nil
        thumbnails = nil
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
