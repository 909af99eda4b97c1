// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import Testing
@testable import Checkout

@MainActor
struct CheckoutInteractorTests {
    private let sut = CheckoutInteractor()
    private let presenter = CheckoutPresentationLogicSpy()
    private let delegate = CheckoutDelegateSpy()
    private let paymentService = PaymentServiceMock()
    private let orders = OrderStoreMock()

    init() {
        sut.presenter = presenter
        sut.delegate = delegate
        sut.paymentService = paymentService
        sut.orders = orders
    }

    @Test func keepsItsPresenter() {
        // Given
        var presenter: CheckoutPresentationLogicSpy? = CheckoutPresentationLogicSpy()
        sut.presenter = presenter

        // When
        presenter = nil

        // Then
        #expect(sut.presenter != nil)
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
