// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
import XCTest
@testable import ItemsList

@MainActor
final class ItemsListDirectorTests: XCTestCase {
    private var sut: ItemsListDirector!
    private var ui: ItemsList_DisplayUISpy!
    private var dataManager: ItemsList_ManageDataSpy!
    private var navigator: ItemsList_NavigateSpy!

    override func setUp() async throws {
        sut = ItemsListDirector()
        ui = ItemsList_DisplayUISpy()
        dataManager = ItemsList_ManageDataSpy()
        navigator = ItemsList_NavigateSpy()
        sut.ui = ui
        sut.dataManager = dataManager
        sut.navigator = navigator
    }

    override func tearDown() async throws {
        sut = nil
        ui = nil
        dataManager = nil
        navigator = nil
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
