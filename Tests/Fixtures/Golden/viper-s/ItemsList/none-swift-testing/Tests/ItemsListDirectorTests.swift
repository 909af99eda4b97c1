// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
import Testing
@testable import ItemsList

@MainActor
struct ItemsListDirectorTests {
    private let sut = ItemsListDirector()
    private let ui = ItemsList_DisplayUISpy()
    private let dataManager = ItemsList_ManageDataSpy()
    private let navigator = ItemsList_NavigateSpy()

    init() {
        sut.ui = ui
        sut.dataManager = dataManager
        sut.navigator = navigator
    }

    @Test func doesNotRetainItsUI() {
        // Given
        var ui: ItemsList_DisplayUISpy? = ItemsList_DisplayUISpy()
        sut.ui = ui

        // When
        ui = nil

        // Then
        #expect(sut.ui == nil)
    }
}
