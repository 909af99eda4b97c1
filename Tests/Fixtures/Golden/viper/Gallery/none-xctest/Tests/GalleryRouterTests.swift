// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Gallery

@MainActor
final class GalleryRouterTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let view = GalleryViewSpy()
        let delegate = GalleryDelegateSpy()
        let photoStore = PhotoStoreMock()

        // When
        let presenter = GalleryRouter.assemble(view: view, delegate: delegate, photoStore: photoStore)

        // Then
        let interactor = try XCTUnwrap(presenter.interactor as? GalleryInteractor)
        let router = try XCTUnwrap(presenter.router as? GalleryRouter)
        XCTAssertIdentical(view.presenter, presenter)
        XCTAssertIdentical(presenter.view, view)
        XCTAssertIdentical(interactor.output, presenter)
        XCTAssertIdentical(router.view, view)
        XCTAssertIdentical(presenter.delegate, delegate)
        XCTAssertIdentical(interactor.photoStore as? PhotoStoreMock, photoStore)
    }

    func testModuleIsReleasedWithItsView() async throws {
        // Given
        weak var weakView: GalleryViewSpy?
        weak var weakPresenter: GalleryPresenter?
        weak var weakInteractor: GalleryInteractor?
        weak var weakRouter: GalleryRouter?

        // When
        do {
            let view = GalleryViewSpy()
            let delegate = GalleryDelegateSpy()
            let photoStore = PhotoStoreMock()
            let presenter = GalleryRouter.assemble(view: view, delegate: delegate, photoStore: photoStore)
            let interactor = try XCTUnwrap(presenter.interactor as? GalleryInteractor)
            let router = try XCTUnwrap(presenter.router as? GalleryRouter)
            weakView = view
            weakPresenter = presenter
            weakInteractor = interactor
            weakRouter = router
        }

        // Then
        XCTAssertNil(weakView)
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakInteractor)
        XCTAssertNil(weakRouter)
    }
}
