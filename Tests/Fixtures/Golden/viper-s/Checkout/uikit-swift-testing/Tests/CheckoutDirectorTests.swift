// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import Testing
@testable import Checkout

@MainActor
struct CheckoutDirectorTests {
    private let ui = Checkout_DisplayUISpy()
    private let dataManager = Checkout_ManageDataSpy()
    private let navigator = Checkout_NavigateSpy()
    private let delegate = Checkout_DelegateSpy()
    private let sut: CheckoutDirector

    init() {
        sut = CheckoutDirector(dataManager: dataManager, navigator: navigator, orderID: "orderID", onFinish: { _ in })
        sut.ui = ui
        sut.delegate = delegate
    }

    @Test func payIsForwardedToTheDataManager() {
        // When
        sut.pay()

        // Then
        #expect(dataManager.payCallsCount == 1)
    }

    @Test func cancelIsForwardedToTheNavigator() {
        // When
        sut.cancel()

        // Then
        #expect(navigator.cancelCallsCount == 1)
    }

    @Test func loadOrderRequestIsForwardedToTheDataManager() {
        // Given
        let request: Checkout.LoadOrder.Request = Checkout.LoadOrder.Request(id: "id")

        // When
        sut.loadOrder(request: request)

        // Then
        #expect(dataManager.loadOrderRequestCallsCount == 1)
        #expect(dataManager.loadOrderRequestReceivedRequest == request)
    }

    @Test func showSpinnerIsForwardedToTheUI() {
        // Given
        let visible: Bool = true

        // When
        sut.showSpinner(visible)

        // Then
        #expect(ui.showSpinnerCallsCount == 1)
        #expect(ui.showSpinnerReceivedVisible == visible)
    }

    @Test func checkoutDidFinishPaidIsForwardedToTheDelegate() {
        // Given
        let paid: Bool = true

        // When
        sut.checkoutDidFinish(paid: paid)

        // Then
        #expect(delegate.checkoutDidFinishPaidCallsCount == 1)
        #expect(delegate.checkoutDidFinishPaidReceivedPaid == paid)
    }

    @Test func doesNotRetainItsUI() {
        // Given
        var ui: Checkout_DisplayUISpy? = Checkout_DisplayUISpy()
        sut.ui = ui

        // When
        ui = nil

        // Then
        #expect(sut.ui == nil)
    }

    @Test func doesNotRetainItsDelegate() {
        // Given
        var delegate: Checkout_DelegateSpy? = Checkout_DelegateSpy()
        sut.delegate = delegate

        // When
        delegate = nil

        // Then
        #expect(sut.delegate == nil)
    }
}
