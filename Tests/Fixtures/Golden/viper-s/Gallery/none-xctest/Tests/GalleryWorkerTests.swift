// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Gallery

@MainActor
final class GalleryWorkerTests: XCTestCase {
    private var sut: GalleryWorker!
    private var presenter: Gallery_PresentDataSpy!
    private var photoStore: PhotoStoreMock!
    private var thumbnails: ThumbnailCacheMock!

    override func setUp() async throws {
        sut = GalleryWorker()
        presenter = Gallery_PresentDataSpy()
        photoStore = PhotoStoreMock()
        thumbnails = ThumbnailCacheMock()
        sut.presenter = presenter
        sut.photoStore = photoStore
        sut.thumbnails = thumbnails
    }

    override func tearDown() async throws {
        sut = nil
        presenter = nil
        photoStore = nil
        thumbnails = nil
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
