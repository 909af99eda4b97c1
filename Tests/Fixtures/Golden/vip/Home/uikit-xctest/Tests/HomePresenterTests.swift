// Created by archgen from Home.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Home

@MainActor
final class HomePresenterTests: XCTestCase {
    private var sut: HomePresenter!

    override func setUp() async throws {
        sut = HomePresenter()
    }

    override func tearDown() async throws {
        sut = nil
    }

    func testDoesNotRetainItsViewController() async {
        // Given
        var viewController: HomeDisplayLogicSpy? = HomeDisplayLogicSpy()
        sut.viewController = viewController

        // When
        viewController = nil

        // Then
        XCTAssertNil(sut.viewController)
    }
}
