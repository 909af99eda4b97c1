// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
import XCTest
@testable import ItemsList

@MainActor
final class ItemsListNavigatorTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let ui = ItemsList_DisplayUISpy()

        // When
        let module = ItemsListNavigator.assemble(ui: { _ in ui })

        // Then
        let worker = try XCTUnwrap(module.director.dataManager as? ItemsListWorker)
        let navigator = try XCTUnwrap(module.director.navigator as? ItemsListNavigator)
        XCTAssertIdentical(module.director.ui, ui)
        XCTAssertIdentical(worker.presenter, module.director)
        XCTAssertIdentical(navigator.scene, ui)
    }

    func testModuleIsReleased() async throws {
        // Given
        weak var weakUI: ItemsList_DisplayUISpy?
        weak var weakDirector: ItemsListDirector?
        weak var weakWorker: ItemsListWorker?
        weak var weakNavigator: ItemsListNavigator?

        // When
        do {
            let ui = ItemsList_DisplayUISpy()
            let module = ItemsListNavigator.assemble(ui: { _ in ui })
            let worker = try XCTUnwrap(module.director.dataManager as? ItemsListWorker)
            let navigator = try XCTUnwrap(module.director.navigator as? ItemsListNavigator)
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
