// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Main

@MainActor
final class MainDirectorTests: XCTestCase {
    private var sut: MainDirector!
    private var ui: Main_DisplayUISpy!
    private var dataManager: Main_ManageDataSpy!

    override func setUp() async throws {
        sut = MainDirector()
        ui = Main_DisplayUISpy()
        dataManager = Main_ManageDataSpy()
        sut.ui = ui
        sut.dataManager = dataManager
    }

    override func tearDown() async throws {
        sut = nil
        ui = nil
        dataManager = nil
    }

    func testDoesNotRetainItsUI() async {
        // Given
        var ui: Main_DisplayUISpy? = Main_DisplayUISpy()
        sut.ui = ui

        // When
        ui = nil

        // Then
        XCTAssertNil(sut.ui)
    }

    func testKeepsItsDataManager() async {
        // Given
        var dataManager: Main_ManageDataSpy? = Main_ManageDataSpy()
        sut.dataManager = dataManager

        // When
        dataManager = nil

        // Then
        XCTAssertNotNil(sut.dataManager)
    }
}
