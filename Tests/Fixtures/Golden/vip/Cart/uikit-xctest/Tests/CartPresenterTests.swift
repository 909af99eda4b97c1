// Created by archgen from Cart.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Cart

@MainActor
final class CartPresenterTests: XCTestCase {
    private var sut: CartPresenter!
    private var viewController: CartDisplayLogicSpy!

    override func setUp() async throws {
        sut = CartPresenter()
        viewController = CartDisplayLogicSpy()
        sut.viewController = viewController
    }

    override func tearDown() async throws {
        sut = nil
        viewController = nil
    }

    func testShowLinesIsForwardedToTheViewController() async {
        // Given
        let lines: [CartLine] = [CartLine(sku: "sku", quantity: 1)]

        // When
        sut.show(lines: lines)

        // Then
        XCTAssertEqual(viewController.showLinesCallsCount, 1)
        XCTAssertEqual(viewController.showLinesReceivedLines, lines)
    }

    func testDoesNotRetainItsViewController() async {
        // Given
        var viewController: CartDisplayLogicSpy? = CartDisplayLogicSpy()
        sut.viewController = viewController

        // When
        viewController = nil

        // Then
        XCTAssertNil(sut.viewController)
    }
}
