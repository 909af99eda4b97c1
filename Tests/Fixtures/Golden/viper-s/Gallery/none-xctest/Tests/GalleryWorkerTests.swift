// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Gallery

@MainActor
final class GalleryWorkerTests: XCTestCase {
    private var photoStore: PhotoStoreMock!
    private var thumbnails: ThumbnailCacheMock!
    private var sut: GalleryWorker!

    override func setUp() async throws {
        photoStore = PhotoStoreMock()
        thumbnails = ThumbnailCacheMock()
        sut = GalleryWorker(photoStore: photoStore, thumbnails: thumbnails)
    }

    override func tearDown() async throws {
        photoStore = nil
        thumbnails = nil
        sut = nil
    }

    func testDoesNotRetainItsPresenter() async {
        // Given
        var presenter: Gallery_PresentDataSpy? = Gallery_PresentDataSpy()
        sut.presenter = presenter

        // When
        presenter = nil

        // Then
        XCTAssertNil(sut.presenter)
    }
}
