// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
import XCTest
@testable import ItemsList

@MainActor
final class ItemsListDirectorTests: XCTestCase {
    private var sut: ItemsListDirector!

    override func setUp() async throws {
        sut = ItemsListDirector()
    }

    override func tearDown() async throws {
        sut = nil
    }

    func testDoesNotRetainItsUI() async {
        // Given
        var ui: ItemsList_DisplayUISpy? = ItemsList_DisplayUISpy()
        sut.ui = ui

        // When
        ui = nil

        // Then
        XCTAssertNil(sut.ui)
    }

    func testKeepsItsDataManager() async {
        // Given
        var dataManager: ItemsList_ManageDataSpy? = ItemsList_ManageDataSpy()
        sut.dataManager = dataManager

        // When
        dataManager = nil

        // Then
        XCTAssertNotNil(sut.dataManager)
    }

    func testKeepsItsNavigator() async {
        // Given
        var navigator: ItemsList_NavigateSpy? = ItemsList_NavigateSpy()
        sut.navigator = navigator

        // When
        navigator = nil

        // Then
        XCTAssertNotNil(sut.navigator)
    }
}
