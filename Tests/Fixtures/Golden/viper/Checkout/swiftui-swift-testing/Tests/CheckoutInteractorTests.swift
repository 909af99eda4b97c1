// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import Testing
@testable import Checkout

@MainActor
struct CheckoutInteractorTests {
    private let sut = CheckoutInteractor()
    private let output = CheckoutInteractorOutputSpy()
    private let paymentService = PaymentServiceMock()
    private let orders = OrderStoreMock()

    init() {
        sut.output = output
        sut.paymentService = paymentService
        sut.orders = orders
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
