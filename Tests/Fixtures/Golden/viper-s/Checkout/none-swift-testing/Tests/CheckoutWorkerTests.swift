// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import Testing
@testable import Checkout

@MainActor
struct CheckoutWorkerTests {
    private let paymentService = PaymentServiceMock()
    private let orders = OrderStoreMock()
    private let sut: CheckoutWorker

    init() {
        sut = CheckoutWorker(paymentService: paymentService, orders: orders)
    }

    @Test func doesNotRetainItsPresenter() {
        // Given
        var presenter: Checkout_PresentDataSpy? = Checkout_PresentDataSpy()
        sut.presenter = presenter

        // When
        presenter = nil

        // Then
        #expect(sut.presenter == nil)
    }
}
