// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Gallery

@MainActor
final class GalleryInteractorTests: XCTestCase {
    private var sut: GalleryInteractor!
    private var presenter: GalleryPresentationLogicSpy!
    private var delegate: GalleryDelegateSpy!
    private var photoStore: PhotoStoreMock!
    private var thumbnails: ThumbnailCacheMock!

    override func setUp() async throws {
        sut = GalleryInteractor()
        presenter = GalleryPresentationLogicSpy()
        delegate = GalleryDelegateSpy()
        photoStore = PhotoStoreMock()
        thumbnails = ThumbnailCacheMock()
        sut.presenter = presenter
        sut.delegate = delegate
        sut.photoStore = photoStore
        sut.thumbnails = thumbnails
    }

    override func tearDown() async throws {
        sut = nil
        presenter = nil
        delegate = nil
        photoStore = nil
        thumbnails = nil
    }

    func testKeepsItsPresenter() async {
        // Given
        var presenter: GalleryPresentationLogicSpy? = GalleryPresentationLogicSpy()
        sut.presenter = presenter

        // When
        presenter = nil

        // Then
        XCTAssertNotNil(sut.presenter)
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
