// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import Testing
@testable import Checkout

@MainActor
struct CheckoutPresenterTests {
    private let view = CheckoutViewSpy()
    private let interactor = CheckoutInteractionSpy()
    private let router = CheckoutRoutableSpy()
    private let delegate = CheckoutDelegateSpy()
    private let sut: CheckoutPresenter

    init() {
        sut = CheckoutPresenter(interactor: interactor, router: router, orderID: "orderID", onFinish: { _ in })
        sut.view = view
        sut.delegate = delegate
    }

    @Test func payIsForwardedToTheInteractor() {
        // When
        sut.pay()

        // Then
        #expect(interactor.payCallsCount == 1)
    }

    @Test func cancelIsForwardedToTheRouter() {
        // When
        sut.cancel()

        // Then
        #expect(router.cancelCallsCount == 1)
    }

    @Test func loadOrderRequestIsForwardedToTheInteractor() {
        // Given
        let request: Checkout.LoadOrder.Request = Checkout.LoadOrder.Request(id: "id")

        // When
        sut.loadOrder(request: request)

        // Then
        #expect(interactor.loadOrderRequestCallsCount == 1)
        #expect(interactor.loadOrderRequestReceivedRequest == request)
    }

    @Test func showSpinnerIsForwardedToTheView() {
        // Given
        let visible: Bool = true

        // When
        sut.showSpinner(visible)

        // Then
        #expect(view.showSpinnerCallsCount == 1)
        #expect(view.showSpinnerReceivedVisible == visible)
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

    @Test func doesNotRetainItsView() {
        // Given
        var view: CheckoutViewSpy? = CheckoutViewSpy()
        sut.view = view

        // When
        view = nil

        // Then
        #expect(sut.view == nil)
    }

    @Test func doesNotRetainItsDelegate() {
        // Given
        var delegate: CheckoutDelegateSpy? = CheckoutDelegateSpy()
        sut.delegate = delegate

        // When
        delegate = nil

        // Then
        #expect(sut.delegate == nil)
    }
}
