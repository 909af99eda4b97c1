// Created by archgen from Home.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Home

@MainActor
final class HomeDirectorTests: XCTestCase {
    private var dataManager: Home_ManageDataSpy!
    private var navigator: Home_NavigateSpy!
    private var sut: HomeDirector!

    override func setUp() async throws {
        dataManager = Home_ManageDataSpy()
        navigator = Home_NavigateSpy()
        sut = HomeDirector(dataManager: dataManager, navigator: navigator)
    }

    override func tearDown() async throws {
        dataManager = nil
        navigator = nil
        sut = nil
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
}
