// Created by archgen from Home.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Home

@MainActor
final class HomeNavigatorTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let ui = Home_DisplayUISpy()

        // When
        let module = HomeNavigator.assemble(ui: { _ in ui })

        // Then
        let worker = try XCTUnwrap(module.director.dataManager as? HomeWorker)
        let navigator = try XCTUnwrap(module.director.navigator as? HomeNavigator)
        XCTAssertIdentical(module.director.ui, ui)
        XCTAssertIdentical(worker.presenter, module.director)
        XCTAssertIdentical(navigator.scene, ui)
    }

    func testModuleIsReleased() async throws {
        // Given
        weak var weakUI: Home_DisplayUISpy?
        weak var weakDirector: HomeDirector?
        weak var weakWorker: HomeWorker?
        weak var weakNavigator: HomeNavigator?

        // When
        do {
            let ui = Home_DisplayUISpy()
            let module = HomeNavigator.assemble(ui: { _ in ui })
            let worker = try XCTUnwrap(module.director.dataManager as? HomeWorker)
            let navigator = try XCTUnwrap(module.director.navigator as? HomeNavigator)
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
