// Created by archgen from Home.archgen. Yours to edit.
// The Home screen.

import Foundation
import XCTest
@testable import Home

@MainActor
final class HomeNavigatorTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let ui = Home_DisplayUISpy()

        // When
        let director = HomeNavigator.assemble(ui: ui)

        // Then
        let worker = try XCTUnwrap(director.dataManager as? HomeWorker)
        let navigator = try XCTUnwrap(director.navigator as? HomeNavigator)
        XCTAssertIdentical(director.ui, ui)
        XCTAssertIdentical(worker.presenter, director)
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
            let director = HomeNavigator.assemble(ui: ui)
            let worker = try XCTUnwrap(director.dataManager as? HomeWorker)
            let navigator = try XCTUnwrap(director.navigator as? HomeNavigator)
            weakUI = ui
            weakDirector = director
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
