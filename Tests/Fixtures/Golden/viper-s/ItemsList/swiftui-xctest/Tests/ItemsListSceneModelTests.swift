// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
import XCTest
@testable import ItemsList

#if canImport(SwiftUI)
@MainActor
final class ItemsListSceneModelTests: XCTestCase {
    func testToggleLoadingSetsLoading() async {
        // Given
        let loading: Bool = true
        let sut = ItemsListSceneModel(eventsHandler: ItemsList_HandleUIEventsSpy())

        // When
        sut.toggle(loading: loading)

        // Then
        XCTAssertEqual(sut.loading, loading)
    }

    func testDisplayItemsSetsItems() async {
        // Given
        let items: [ItemUI] = [ItemUI(name: "name", date: "date", enabled: true)]
        let sut = ItemsListSceneModel(eventsHandler: ItemsList_HandleUIEventsSpy())

        // When
        sut.display(items: items)

        // Then
        XCTAssertEqual(sut.items, items)
    }
}
#endif
