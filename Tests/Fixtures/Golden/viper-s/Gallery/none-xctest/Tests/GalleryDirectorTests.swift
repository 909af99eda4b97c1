// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Gallery

@MainActor
final class GalleryDirectorTests: XCTestCase {
    private var dataManager: Gallery_ManageDataSpy!
    private var navigator: Gallery_NavigateSpy!
    private var sut: GalleryDirector!

    override func setUp() async throws {
        dataManager = Gallery_ManageDataSpy()
        navigator = Gallery_NavigateSpy()
        sut = GalleryDirector(
            dataManager: dataManager,
            navigator: navigator,
            album: "album",
            filter: { _ in true },
            columns: 1,
            spacing: Decimal(string: "1.5")!,
            tags: ["tags"]
        )
    }

    override func tearDown() async throws {
        dataManager = nil
        navigator = nil
        sut = nil
    }

    func testFilterInForIsForwardedToTheDataManager() async {
        // Given
        let album: String = "album"
        let query: String = "query"

        // When
        sut.filter(in: album, for: query)

        // Then
        XCTAssertEqual(dataManager.filterInForCallsCount, 1)
        XCTAssertEqual(dataManager.filterInForReceivedArguments?.album, album)
        XCTAssertEqual(dataManager.filterInForReceivedArguments?.query, query)
    }

    func testRefreshIsForwardedToTheDataManager() async {
        // When
        await sut.refresh()

        // Then
        XCTAssertEqual(dataManager.refreshCallsCount, 1)
    }

    func testDoesNotRetainItsUI() async {
        // Given
        var ui: Gallery_DisplayUISpy? = Gallery_DisplayUISpy()
        sut.ui = ui

        // When
        ui = nil

        // Then
        XCTAssertNil(sut.ui)
    }

    func testDoesNotRetainItsDelegate() async {
        // Given
        var delegate: Gallery_DelegateSpy? = Gallery_DelegateSpy()
        sut.delegate = delegate

        // When
        delegate = nil

        // Then
        XCTAssertNil(sut.delegate)
    }
}
