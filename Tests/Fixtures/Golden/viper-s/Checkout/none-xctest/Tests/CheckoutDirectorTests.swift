// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

@MainActor
final class CheckoutDirectorTests: XCTestCase {
    private var ui: Checkout_DisplayUISpy!
    private var dataManager: Checkout_ManageDataSpy!
    private var navigator: Checkout_NavigateSpy!
    private var delegate: Checkout_DelegateSpy!
    private var sut: CheckoutDirector!

    override func setUp() async throws {
        ui = Checkout_DisplayUISpy()
        dataManager = Checkout_ManageDataSpy()
        navigator = Checkout_NavigateSpy()
        delegate = Checkout_DelegateSpy()
        sut = CheckoutDirector(dataManager: dataManager, navigator: navigator, orderID: "orderID", onFinish: { _ in })
        sut.ui = ui
        sut.delegate = delegate
    }

    override func tearDown() async throws {
        ui = nil
        dataManager = nil
        navigator = nil
        delegate = nil
        sut = nil
    }

    func testPayIsForwardedToTheDataManager() async {
        // When
        sut.pay()

        // Then
        XCTAssertEqual(dataManager.payCallsCount, 1)
    }

    func testCancelIsForwardedToTheNavigator() async {
        // When
        sut.cancel()

        // Then
        XCTAssertEqual(navigator.cancelCallsCount, 1)
    }

    func testLoadOrderRequestIsForwardedToTheDataManager() async {
        // Given
        let request: Checkout.LoadOrder.Request = Checkout.LoadOrder.Request(id: "id")

        // When
        sut.loadOrder(request: request)

        // Then
        XCTAssertEqual(dataManager.loadOrderRequestCallsCount, 1)
        XCTAssertEqual(dataManager.loadOrderRequestReceivedRequest, request)
    }

    func testShowSpinnerIsForwardedToTheUI() async {
        // Given
        let visible: Bool = true

        // When
        sut.showSpinner(visible)

        // Then
        XCTAssertEqual(ui.showSpinnerCallsCount, 1)
        XCTAssertEqual(ui.showSpinnerReceivedVisible, visible)
    }

    func testCheckoutDidFinishPaidIsForwardedToTheDelegate() async {
        // Given
        let paid: Bool = true

        // When
        sut.checkoutDidFinish(paid: paid)

        // Then
        XCTAssertEqual(delegate.checkoutDidFinishPaidCallsCount, 1)
        XCTAssertEqual(delegate.checkoutDidFinishPaidReceivedPaid, paid)
    }

    func testDoesNotRetainItsUI() async {
        // Given
        var ui: Checkout_DisplayUISpy? = Checkout_DisplayUISpy()
        sut.ui = ui

        // When
        ui = nil

        // Then
        XCTAssertNil(sut.ui)
    }

    func testDoesNotRetainItsDelegate() async {
        // Given
        var delegate: Checkout_DelegateSpy? = Checkout_DelegateSpy()
        sut.delegate = delegate

        // When
        delegate = nil

        // Then
        XCTAssertNil(sut.delegate)
    }
}
