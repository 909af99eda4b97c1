// Created by archgen from ItemsDetails.archgen. Yours to edit.

import Foundation
import XCTest
@testable import ItemsDetails

@MainActor
final class ItemsDetailsDirectorTests: XCTestCase {
    private var dataManager: ItemsDetails_ManageDataSpy!
    private var navigator: ItemsDetails_NavigateSpy!
    private var sut: ItemsDetailsDirector!

    override func setUp() async throws {
        dataManager = ItemsDetails_ManageDataSpy()
        navigator = ItemsDetails_NavigateSpy()
        sut = ItemsDetailsDirector(
            dataManager: dataManager,
            navigator: navigator,
            item: Item(name: "name", enabled: true, date: Date(timeIntervalSince1970: 0))
        )
    }

    override func tearDown() async throws {
        dataManager = nil
        navigator = nil
        sut = nil
    }

    func testDoesNotRetainItsUI() async {
        // Given
        var ui: ItemsDetails_DisplayUISpy? = ItemsDetails_DisplayUISpy()
        sut.ui = ui

        // When
        ui = nil

        // Then
        XCTAssertNil(sut.ui)
    }
}
