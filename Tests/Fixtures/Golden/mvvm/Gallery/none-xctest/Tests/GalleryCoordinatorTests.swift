// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Gallery

@MainActor
final class GalleryCoordinatorTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let view = GalleryViewModelOutputSpy()
        let album: String = "album"
        let filter: ((Photo) -> Bool)? = { _ in true }
        let columns: UInt8 = 1
        let spacing: Decimal = Decimal(string: "1.5")!
        let tags: Set<String> = ["tags"]
        let delegate = GalleryDelegateSpy()
        let photoStore = PhotoStoreMock()
        let thumbnails = ThumbnailCacheMock()

        // When
        let module = GalleryCoordinator.assemble(
            view: { _ in view },
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
        let coordinator = try XCTUnwrap(module.viewModel.coordinator as? GalleryCoordinator)
        XCTAssertIdentical(module.viewModel.output, view)
        XCTAssertIdentical(coordinator.view, view)
        XCTAssertEqual(module.viewModel.album, album)
        XCTAssertEqual(module.viewModel.columns, columns)
        XCTAssertEqual(module.viewModel.spacing, spacing)
        XCTAssertEqual(module.viewModel.tags, tags)
        XCTAssertIdentical(module.viewModel.delegate, delegate)
        XCTAssertIdentical(module.viewModel.photoStore as? PhotoStoreMock, photoStore)
        XCTAssertIdentical(module.viewModel.thumbnails as? ThumbnailCacheMock, thumbnails)
    }

    func testModuleIsReleasedWithItsView() async throws {
        // Given
        weak var weakView: GalleryViewModelOutputSpy?
        weak var weakViewModel: GalleryViewModel?
        weak var weakCoordinator: GalleryCoordinator?

        // When
        do {
            let view = GalleryViewModelOutputSpy()
            let album: String = "album"
            let filter: ((Photo) -> Bool)? = { _ in true }
            let columns: UInt8 = 1
            let spacing: Decimal = Decimal(string: "1.5")!
            let tags: Set<String> = ["tags"]
            let delegate = GalleryDelegateSpy()
            let photoStore = PhotoStoreMock()
            let thumbnails = ThumbnailCacheMock()
            let module = GalleryCoordinator.assemble(
                view: { _ in view },
                album: album,
                filter: filter,
                columns: columns,
                spacing: spacing,
                tags: tags,
                delegate: delegate,
                photoStore: photoStore,
                thumbnails: thumbnails
            )
            let coordinator = try XCTUnwrap(module.viewModel.coordinator as? GalleryCoordinator)
            weakView = view
            weakViewModel = module.viewModel
            weakCoordinator = coordinator
        }

        // Then
        XCTAssertNil(weakView)
        XCTAssertNil(weakViewModel)
        XCTAssertNil(weakCoordinator)
    }
}
