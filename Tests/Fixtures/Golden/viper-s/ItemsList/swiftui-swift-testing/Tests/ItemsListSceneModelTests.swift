// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
import Testing
@testable import ItemsList

#if canImport(SwiftUI)
@MainActor
struct ItemsListSceneModelTests {
    @Test func toggleLoadingSetsLoading() {
        // Given
        let loading: Bool = true
        let sut = ItemsListSceneModel(eventsHandler: ItemsList_HandleUIEventsSpy())

        // When
        sut.toggle(loading: loading)

        // Then
        #expect(sut.loading == loading)
    }

    @Test func displayItemsSetsItems() {
        // Given
        let items: [ItemUI] = [ItemUI(name: "name", date: "date", enabled: true)]
        let sut = ItemsListSceneModel(eventsHandler: ItemsList_HandleUIEventsSpy())

        // When
        sut.display(items: items)

        // Then
        #expect(sut.items == items)
    }
}
#endif
