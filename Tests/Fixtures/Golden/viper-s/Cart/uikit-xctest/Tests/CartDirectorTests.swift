// Created by archgen from Cart.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Cart

@MainActor
final class CartDirectorTests: XCTestCase {
    private var ui: Cart_DisplayUISpy!
    private var dataManager: Cart_ManageDataSpy!
    private var sut: CartDirector!

    override func setUp() async throws {
        ui = Cart_DisplayUISpy()
        dataManager = Cart_ManageDataSpy()
        sut = CartDirector(
            dataManager: dataManager,
            lines: [CartLine(sku: "sku", quantity: 1)],
            coupons: ["coupons"],
            tags: ["tags": 1],
            onClose: {},
            failure: CancellationError(),
            tip: Decimal(string: "1.5")!,
            ratio: 1.5,
            rating: 1,
            initial: "a",
            onFinish: { _ in },
            pair: (1, "pair1"),
            anything: "anything",
            range: 0...1,
            state: .empty
        )
        sut.ui = ui
    }

    override func tearDown() async throws {
        ui = nil
        dataManager = nil
        sut = nil
    }

    func testCheckoutLinesTipIsForwardedToTheDataManager() async {
        // Given
        let lines: [CartLine] = [CartLine(sku: "sku", quantity: 1)]
        let tip: Decimal = Decimal(string: "1.5")!

        // When
        sut.checkout(lines: lines, tip: tip)

        // Then
        XCTAssertEqual(dataManager.checkoutLinesTipCallsCount, 1)
        XCTAssertEqual(dataManager.checkoutLinesTipReceivedArguments?.lines, lines)
        XCTAssertEqual(dataManager.checkoutLinesTipReceivedArguments?.tip, tip)
    }

    func testShowTotalRequestIsForwardedToTheDataManager() async {
        // Given
        let request: Cart.ShowTotal.Request = Cart.ShowTotal.Request()

        // When
        sut.showTotal(request: request)

        // Then
        XCTAssertEqual(dataManager.showTotalRequestCallsCount, 1)
        XCTAssertEqual(dataManager.showTotalRequestReceivedRequest, request)
    }

    func testShowLinesIsForwardedToTheUI() async {
        // Given
        let lines: [CartLine] = [CartLine(sku: "sku", quantity: 1)]

        // When
        sut.show(lines: lines)

        // Then
        XCTAssertEqual(ui.showLinesCallsCount, 1)
        XCTAssertEqual(ui.showLinesReceivedLines, lines)
    }

    func testDoesNotRetainItsUI() async {
        // Given
        var ui: Cart_DisplayUISpy? = Cart_DisplayUISpy()
        sut.ui = ui

        // When
        ui = nil

        // Then
        XCTAssertNil(sut.ui)
    }
}
