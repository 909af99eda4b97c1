// Created by archgen from Home.archgen. Yours to edit.
// The Home screen.

import Foundation
import XCTest
@testable import Home

@MainActor
final class HomeDirectorTests: XCTestCase {
    private var sut: HomeDirector!
    private var ui: Home_DisplayUISpy!
    private var dataManager: Home_ManageDataSpy!
    private var navigator: Home_NavigateSpy!

    override func setUp() async throws {
        sut = HomeDirector()
        ui = Home_DisplayUISpy()
        dataManager = Home_ManageDataSpy()
        navigator = Home_NavigateSpy()
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

    func testRefreshIsForwardedToTheDataManager() async {
        // When
        sut.refresh()

        // Then
        XCTAssertEqual(dataManager.refreshCallsCount, 1)
    }

    func testDoesNotRetainItsUI() async {
        // Given
        var ui: Home_DisplayUISpy? = Home_DisplayUISpy()
        sut.ui = ui

        // When
        ui = nil

        // Then
        XCTAssertNil(sut.ui)
    }

    func testKeepsItsDataManager() async {
        // Given
        var dataManager: Home_ManageDataSpy? = Home_ManageDataSpy()
        sut.dataManager = dataManager

        // When
        dataManager = nil

        // Then
        XCTAssertNotNil(sut.dataManager)
    }

    func testKeepsItsNavigator() async {
        // Given
        var navigator: Home_NavigateSpy? = Home_NavigateSpy()
        sut.navigator = navigator

        // When
        navigator = nil

        // Then
        XCTAssertNotNil(sut.navigator)
    }
}
