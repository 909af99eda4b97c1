// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Main

@MainActor
final class MainDirectorTests: XCTestCase {
    private var ui: Main_DisplayUISpy!
    private var dataManager: Main_ManageDataSpy!
    private var sut: MainDirector!

    override func setUp() async throws {
        ui = Main_DisplayUISpy()
        dataManager = Main_ManageDataSpy()
        sut = MainDirector(dataManager: dataManager)
        sut.ui = ui
    }

    override func tearDown() async throws {
        ui = nil
        dataManager = nil
        sut = nil
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
}
