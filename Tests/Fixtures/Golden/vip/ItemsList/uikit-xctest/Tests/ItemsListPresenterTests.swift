// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
import XCTest
@testable import ItemsList

@MainActor
final class ItemsListPresenterTests: XCTestCase {
    private var sut: ItemsListPresenter!
    private var viewController: ItemsListDisplayLogicSpy!

    override func setUp() async throws {
        sut = ItemsListPresenter()
        viewController = ItemsListDisplayLogicSpy()
        sut.viewController = viewController
    }

    override func tearDown() async throws {
        sut = nil
        viewController = nil
    }

    func testDoesNotRetainItsViewController() async {
        // Given
        var viewController: ItemsListDisplayLogicSpy? = ItemsListDisplayLogicSpy()
        sut.viewController = viewController

        // When
        viewController = nil

        // Then
        XCTAssertNil(sut.viewController)
    }
}
