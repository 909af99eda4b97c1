// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Gallery

@MainActor
final class GalleryPresenterTests: XCTestCase {
    private var sut: GalleryPresenter!

    override func setUp() async throws {
        sut = GalleryPresenter()
    }

    override func tearDown() async throws {
        sut = nil
    }

    func testDoesNotRetainItsViewController() async {
        // Given
        var viewController: GalleryDisplayLogicSpy? = GalleryDisplayLogicSpy()
        sut.viewController = viewController

        // When
        viewController = nil

        // Then
        XCTAssertNil(sut.viewController)
    }
}
