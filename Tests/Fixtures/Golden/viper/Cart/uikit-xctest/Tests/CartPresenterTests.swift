// Created by archgen from Cart.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Cart

@MainActor
final class CartPresenterTests: XCTestCase {
    private var view: CartViewSpy!
    private var interactor: CartInteractionSpy!
    private var sut: CartPresenter!

    override func setUp() async throws {
        view = CartViewSpy()
        interactor = CartInteractionSpy()
        sut = CartPresenter(
            interactor: interactor,
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
        sut.view = view
    }

    override func tearDown() async throws {
        view = nil
        interactor = nil
        sut = nil
    }

    func testCheckoutLinesTipIsForwardedToTheInteractor() async {
        // Given
        let lines: [CartLine] = [CartLine(sku: "sku", quantity: 1)]
        let tip: Decimal = Decimal(string: "1.5")!

        // When
        sut.checkout(lines: lines, tip: tip)

        // Then
        XCTAssertEqual(interactor.checkoutLinesTipCallsCount, 1)
        XCTAssertEqual(interactor.checkoutLinesTipReceivedArguments?.lines, lines)
        XCTAssertEqual(interactor.checkoutLinesTipReceivedArguments?.tip, tip)
    }

    func testShowTotalRequestIsForwardedToTheInteractor() async {
        // Given
        let request: Cart.ShowTotal.Request = Cart.ShowTotal.Request()

        // When
        sut.showTotal(request: request)

        // Then
        XCTAssertEqual(interactor.showTotalRequestCallsCount, 1)
        XCTAssertEqual(interactor.showTotalRequestReceivedRequest, request)
    }

    func testShowLinesIsForwardedToTheView() async {
        // Given
        let lines: [CartLine] = [CartLine(sku: "sku", quantity: 1)]

        // When
        sut.show(lines: lines)

        // Then
        XCTAssertEqual(view.showLinesCallsCount, 1)
        XCTAssertEqual(view.showLinesReceivedLines, lines)
    }

    func testDoesNotRetainItsView() async {
        // Given
        var view: CartViewSpy? = CartViewSpy()
        sut.view = view

        // When
        view = nil

        // Then
        XCTAssertNil(sut.view)
    }
}
