// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
import Testing
@testable import ItemsList

@MainActor
struct ItemsListNavigatorTests {
    @Test func assembleLinksEveryActor() throws {
        // Given
        let ui = ItemsList_DisplayUISpy()

        // When
        let module = ItemsListNavigator.assemble(ui: { _ in ui })

        // Then
        let worker = try #require(module.director.dataManager as? ItemsListWorker)
        let navigator = try #require(module.director.navigator as? ItemsListNavigator)
        #expect(module.director.ui === ui)
        #expect(worker.presenter === module.director)
        #expect(navigator.scene === ui)
    }

    @Test func moduleIsReleased() throws {
        // Given
        weak var weakUI: ItemsList_DisplayUISpy?
        weak var weakDirector: ItemsListDirector?
        weak var weakWorker: ItemsListWorker?
        weak var weakNavigator: ItemsListNavigator?

        // When
        do {
            let ui = ItemsList_DisplayUISpy()
            let module = ItemsListNavigator.assemble(ui: { _ in ui })
            let worker = try #require(module.director.dataManager as? ItemsListWorker)
            let navigator = try #require(module.director.navigator as? ItemsListNavigator)
            weakUI = ui
            weakDirector = module.director
            weakWorker = worker
            weakNavigator = navigator
        }

        // Then
        #expect(weakUI == nil)
        #expect(weakDirector == nil)
        #expect(weakWorker == nil)
        #expect(weakNavigator == nil)
    }
}
