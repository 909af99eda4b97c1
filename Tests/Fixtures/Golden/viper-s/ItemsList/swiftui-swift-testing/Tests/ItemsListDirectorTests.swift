// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
import Testing
@testable import ItemsList

@MainActor
struct ItemsListDirectorTests {
    private let dataManager = ItemsList_ManageDataSpy()
    private let navigator = ItemsList_NavigateSpy()
    private let sut: ItemsListDirector

    init() {
        sut = ItemsListDirector(dataManager: dataManager, navigator: navigator)
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
