// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import Testing
@testable import Checkout

@MainActor
struct CheckoutInteractorTests {
    private let presenter = CheckoutPresentationLogicSpy()
    private let paymentService = PaymentServiceMock()
    private let orders = OrderStoreMock()
    private let sut: CheckoutInteractor

    init() {
        sut = CheckoutInteractor(
            presenter: presenter,
            paymentService: paymentService,
            orders: orders,
            orderID: "orderID",
            onFinish: { _ in }
        )
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
