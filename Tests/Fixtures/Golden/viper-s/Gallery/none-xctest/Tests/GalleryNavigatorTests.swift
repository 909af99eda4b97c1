// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Gallery

@MainActor
final class GalleryNavigatorTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let ui = Gallery_DisplayUISpy()
        let delegate = Gallery_DelegateSpy()
        let photoStore = PhotoStoreMock()

        // When
        let director = GalleryNavigator.assemble(ui: ui, delegate: delegate, photoStore: photoStore)

        // Then
        let worker = try XCTUnwrap(director.dataManager as? GalleryWorker)
        let navigator = try XCTUnwrap(director.navigator as? GalleryNavigator)
        XCTAssertIdentical(director.ui, ui)
        XCTAssertIdentical(worker.presenter, director)
        XCTAssertIdentical(navigator.scene, ui)
        XCTAssertIdentical(director.delegate, delegate)
        XCTAssertIdentical(worker.photoStore as? PhotoStoreMock, photoStore)
    }

    func testModuleIsReleased() async throws {
        // Given
        weak var weakUI: Gallery_DisplayUISpy?
        weak var weakDirector: GalleryDirector?
        weak var weakWorker: GalleryWorker?
        weak var weakNavigator: GalleryNavigator?

        // When
        do {
            let ui = Gallery_DisplayUISpy()
            let delegate = Gallery_DelegateSpy()
            let photoStore = PhotoStoreMock()
            let director = GalleryNavigator.assemble(ui: ui, delegate: delegate, photoStore: photoStore)
            let worker = try XCTUnwrap(director.dataManager as? GalleryWorker)
            let navigator = try XCTUnwrap(director.navigator as? GalleryNavigator)
            weakUI = ui
            weakDirector = director
            weakWorker = worker
            weakNavigator = navigator
        }

        // Then
        XCTAssertNil(weakUI)
        XCTAssertNil(weakDirector)
        XCTAssertNil(weakWorker)
        XCTAssertNil(weakNavigator)
    }
}
