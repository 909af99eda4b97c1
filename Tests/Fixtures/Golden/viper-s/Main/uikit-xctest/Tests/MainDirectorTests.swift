// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Main

@MainActor
final class MainDirectorTests: XCTestCase {
    private var sut: MainDirector!
    private var ui: Main_DisplayUISpy!
    private var dataManager: Main_ManageDataSpy!
    private var navigator: Main_NavigateSpy!

    override func setUp() async throws {
        sut = MainDirector()
        ui = Main_DisplayUISpy()
        dataManager = Main_ManageDataSpy()
        navigator = Main_NavigateSpy()
        sut.ui = ui
        sut.dataManager = dataManager
        sut.navigator = navigator
    }

    override func tearDown() async throws {
        sut = nil
        ui = nil
        dataManager = nil
        navigator = nil
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

    func testKeepsItsNavigator() async {
        // Given
        var navigator: Main_NavigateSpy? = Main_NavigateSpy()
        sut.navigator = navigator

        // When
        navigator = nil

        // Then
        XCTAssertNotNil(sut.navigator)
    }
}
