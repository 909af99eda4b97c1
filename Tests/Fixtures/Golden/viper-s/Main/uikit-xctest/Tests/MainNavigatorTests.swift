// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Main

@MainActor
final class MainNavigatorTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let ui = Main_DisplayUISpy()
        let storage = StorageMock()

        // When
        let module = MainNavigator.assemble(ui: { _ in ui }, storage: storage)

        // Then
        let worker = try XCTUnwrap(module.director.dataManager as? MainWorker)
        XCTAssertIdentical(module.director.ui, ui)
        XCTAssertIdentical(worker.presenter, module.director)
        XCTAssertIdentical(worker.storage as? StorageMock, storage)
    }

    func testModuleIsReleased() async throws {
        // Given
        weak var weakUI: Main_DisplayUISpy?
        weak var weakDirector: MainDirector?
        weak var weakWorker: MainWorker?

        // When
        do {
            let ui = Main_DisplayUISpy()
            let storage = StorageMock()
            let module = MainNavigator.assemble(ui: { _ in ui }, storage: storage)
            let worker = try XCTUnwrap(module.director.dataManager as? MainWorker)
            weakUI = ui
            weakDirector = module.director
            weakWorker = worker
        }

        // Then
        XCTAssertNil(weakUI)
        XCTAssertNil(weakDirector)
        XCTAssertNil(weakWorker)
    }
}
