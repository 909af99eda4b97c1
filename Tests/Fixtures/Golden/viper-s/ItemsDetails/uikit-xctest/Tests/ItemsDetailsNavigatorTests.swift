// Created by archgen from ItemsDetails.archgen. Yours to edit.

import Foundation
import XCTest
@testable import ItemsDetails

@MainActor
final class ItemsDetailsNavigatorTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let ui = ItemsDetails_DisplayUISpy()
        let item: Item = Item(name: "name", enabled: true, date: Date(timeIntervalSince1970: 0))

        // When
        let module = ItemsDetailsNavigator.assemble(ui: { _ in ui }, item: item)

        // Then
        XCTAssertTrue(module.director.dataManager is ItemsDetailsWorker)
        let navigator = try XCTUnwrap(module.director.navigator as? ItemsDetailsNavigator)
        XCTAssertIdentical(module.director.ui, ui)
        XCTAssertIdentical(navigator.scene, ui)
    }

    func testModuleIsReleased() async throws {
        // Given
        weak var weakUI: ItemsDetails_DisplayUISpy?
        weak var weakDirector: ItemsDetailsDirector?
        weak var weakWorker: ItemsDetailsWorker?
        weak var weakNavigator: ItemsDetailsNavigator?

        // When
        do {
            let ui = ItemsDetails_DisplayUISpy()
            let item: Item = Item(name: "name", enabled: true, date: Date(timeIntervalSince1970: 0))
            let module = ItemsDetailsNavigator.assemble(ui: { _ in ui }, item: item)
            let worker = try XCTUnwrap(module.director.dataManager as? ItemsDetailsWorker)
            let navigator = try XCTUnwrap(module.director.navigator as? ItemsDetailsNavigator)
            weakUI = ui
            weakDirector = module.director
            weakWorker = worker
            weakNavigator = navigator
        }

        // Then
        XCTAssertNil(weakUI)
        XCTAssertNil(weakDirector)
        XCTAssertNil(weakWorker)
        XCTAssertNil(weakNavigator)
    }
}
