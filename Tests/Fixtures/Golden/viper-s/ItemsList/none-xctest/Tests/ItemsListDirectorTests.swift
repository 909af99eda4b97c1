// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
import XCTest
@testable import ItemsList

@MainActor
final class ItemsListDirectorTests: XCTestCase {
    private var dataManager: ItemsList_ManageDataSpy!
    private var navigator: ItemsList_NavigateSpy!
    private var sut: ItemsListDirector!

    override func setUp() async throws {
        dataManager = ItemsList_ManageDataSpy()
        navigator = ItemsList_NavigateSpy()
        sut = ItemsListDirector(dataManager: dataManager, navigator: navigator)
    }

    override func tearDown() async throws {
        dataManager = nil
        navigator = nil
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
}
