// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

final class CheckoutPresenterTests: XCTestCase {
    private var display: MockCheckoutViewInput!
    private var interactor: MockCheckoutInteraction!
    private var router: MockCheckoutRoutable!
    private var delegate: MockCheckoutDelegate!
    private var sut: CheckoutPresenter!

    override func setUp() {
        super.setUp()
        display = MockCheckoutViewInput()
        interactor = MockCheckoutInteraction()
        router = MockCheckoutRoutable()
        delegate = MockCheckoutDelegate()
        sut = CheckoutPresenter(interactor: interactor, router: router, orderID: "orderID", onFinish: { _ in })
        sut.display = display
        sut.delegate = delegate
    }

    override func tearDown() {
        display = nil
        interactor = nil
        router = nil
        delegate = nil
        sut = nil
        super.tearDown()
    }

    func testPayIsForwardedToTheInteractor() {
        // When
        sut.pay()

        // Then
        XCTAssertEqual(interactor.payCallsCount, 1)
    }

    func testCancelIsForwardedToTheRouter() {
        // When
        sut.cancel()

        // Then
        XCTAssertEqual(router.cancelCallsCount, 1)
    }

    func testLoadOrderRequestIsForwardedToTheInteractor() {
        // Given
        let request: Checkout.LoadOrder.Request = Checkout.LoadOrder.Request(id: "id")

        // When
        sut.loadOrder(request: request)

        // Then
        XCTAssertEqual(interactor.loadOrderRequestCallsCount, 1)
        XCTAssertEqual(interactor.loadOrderRequestReceivedRequest, request)
    }

    func testShowSpinnerIsForwardedToTheDisplay() {
        // Given
        let visible: Bool = true

        // When
        sut.showSpinner(visible)

        // Then
        XCTAssertEqual(display.showSpinnerCallsCount, 1)
        XCTAssertEqual(display.showSpinnerReceivedVisible, visible)
    }

    func testCheckoutDidFinishPaidIsForwardedToTheDelegate() {
        // Given
        let paid: Bool = true

        // When
        sut.checkoutDidFinish(paid: paid)

        // Then
        XCTAssertEqual(delegate.checkoutDidFinishPaidCallsCount, 1)
        XCTAssertEqual(delegate.checkoutDidFinishPaidReceivedPaid, paid)
    }

    func testDoesNotRetainItsDisplay() {
        // Given
        var display: MockCheckoutViewInput? = MockCheckoutViewInput()
        sut.display = display

        // When
        display = nil

        // Then
        XCTAssertNil(sut.display)
    }

    func testDoesNotRetainItsDelegate() {
        // Given
        var delegate: MockCheckoutDelegate? = MockCheckoutDelegate()
        sut.delegate = delegate

        // When
        delegate = nil

        // Then
        XCTAssertNil(sut.delegate)
    }
}
