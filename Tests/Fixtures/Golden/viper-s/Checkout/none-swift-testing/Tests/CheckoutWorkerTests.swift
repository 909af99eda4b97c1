// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import Testing
@testable import Checkout

@MainActor
struct CheckoutWorkerTests {
    private let sut = CheckoutWorker()
    private let presenter = Checkout_PresentDataSpy()
    private let paymentService = PaymentServiceMock()
    private let orders = OrderStoreMock()

    init() {
        sut.presenter = presenter
        sut.paymentService = paymentService
        sut.orders = orders
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
