// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
import XCTest
@testable import ItemsList

@MainActor
final class ItemsListPresenterTests: XCTestCase {
    private var sut: ItemsListPresenter!

    override func setUp() async throws {
        sut = ItemsListPresenter()
    }

    override func tearDown() async throws {
        sut = nil
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
