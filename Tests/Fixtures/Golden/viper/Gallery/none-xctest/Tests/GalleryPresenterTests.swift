// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Gallery

@MainActor
final class GalleryPresenterTests: XCTestCase {
    private var interactor: GalleryInteractionSpy!
    private var router: GalleryRoutableSpy!
    private var sut: GalleryPresenter!

    override func setUp() async throws {
        interactor = GalleryInteractionSpy()
        router = GalleryRoutableSpy()
        sut = GalleryPresenter(
            interactor: interactor,
            router: router,
            album: "album",
            filter: { _ in true },
            columns: 1,
            spacing: Decimal(string: "1.5")!,
            tags: ["tags"]
        )
    }

    override func tearDown() async throws {
        interactor = nil
        router = nil
        sut = nil
    }

    func testFilterInForIsForwardedToTheInteractor() async {
        // Given
        let album: String = "album"
        let query: String = "query"

        // When
        sut.filter(in: album, for: query)

        // Then
        XCTAssertEqual(interactor.filterInForCallsCount, 1)
        XCTAssertEqual(interactor.filterInForReceivedArguments?.album, album)
        XCTAssertEqual(interactor.filterInForReceivedArguments?.query, query)
    }

    func testRefreshIsForwardedToTheInteractor() async {
        // When
        await sut.refresh()

        // Then
        XCTAssertEqual(interactor.refreshCallsCount, 1)
    }

    func testDoesNotRetainItsView() async {
        // Given
        var view: GalleryViewSpy? = GalleryViewSpy()
        sut.view = view

        // When
        view = nil

        // Then
        XCTAssertNil(sut.view)
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
