// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import Testing
@testable import Checkout

@MainActor
struct CheckoutInteractorTests {
    private let paymentService = PaymentServiceMock()
    private let orders = OrderStoreMock()
    private let sut: CheckoutInteractor

    init() {
        sut = CheckoutInteractor(paymentService: paymentService, orders: orders)
    }

    @Test func doesNotRetainItsOutput() {
        // Given
        var output: CheckoutInteractorOutputSpy? = CheckoutInteractorOutputSpy()
        sut.output = output

        // When
        output = nil

        // Then
        #expect(sut.output == nil)
    }
}
