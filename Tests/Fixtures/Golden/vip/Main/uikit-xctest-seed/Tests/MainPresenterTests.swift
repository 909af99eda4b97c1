// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Main

@MainActor
final class MainPresenterTests: XCTestCase {
    private var sut: MainPresenter!
    private var viewController: MainDisplayLogicSpy!

    override func setUp() async throws {
        sut = MainPresenter()
        viewController = MainDisplayLogicSpy()
        sut.viewController = viewController
    }

    override func tearDown() async throws {
        sut = nil
        viewController = nil
    }

    func testDoesNotRetainItsViewController() async {
        // Given
        var viewController: MainDisplayLogicSpy? = MainDisplayLogicSpy()
        sut.viewController = viewController

        // When
        viewController = nil

        // Then
        XCTAssertNil(sut.viewController)
    }
}
