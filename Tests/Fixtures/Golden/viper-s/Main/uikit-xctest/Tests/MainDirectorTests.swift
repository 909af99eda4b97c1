// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Main

@MainActor
final class MainDirectorTests: XCTestCase {
    private var dataManager: Main_ManageDataSpy!
    private var sut: MainDirector!

    override func setUp() async throws {
        dataManager = Main_ManageDataSpy()
        sut = MainDirector(dataManager: dataManager)
    }

    override func tearDown() async throws {
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
