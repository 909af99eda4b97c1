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

    @Test func keepsItsDataManager() {
        // Given
        var dataManager: ItemsList_ManageDataSpy? = ItemsList_ManageDataSpy()
        sut.dataManager = dataManager

        // When
        dataManager = nil

        // Then
        #expect(sut.dataManager != nil)
    }

    @Test func keepsItsNavigator() {
        // Given
        var navigator: ItemsList_NavigateSpy? = ItemsList_NavigateSpy()
        sut.navigator = navigator

        // When
        navigator = nil

        // Then
        #expect(sut.navigator != nil)
    }
}
