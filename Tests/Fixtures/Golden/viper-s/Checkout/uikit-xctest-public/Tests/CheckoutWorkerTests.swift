// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

@MainActor
final class CheckoutWorkerTests: XCTestCase {
    private var presenter: Checkout_PresentDataSpy!
    private var paymentService: PaymentServiceMock!
    private var orders: OrderStoreMock!
    private var sut: CheckoutWorker!

    override func setUp() async throws {
        presenter = Checkout_PresentDataSpy()
        paymentService = PaymentServiceMock()
        orders = OrderStoreMock()
        sut = CheckoutWorker(paymentService: paymentService, orders: orders)
        sut.presenter = presenter
    }

    override func tearDown() async throws {
        presenter = nil
        paymentService = nil
        orders = nil
        sut = nil
    }

    func testDoesNotRetainItsPresenter() async {
        // Given
        var presenter: Checkout_PresentDataSpy? = Checkout_PresentDataSpy()
        sut.presenter = presenter

        // When
        presenter = nil

        // Then
        XCTAssertNil(sut.presenter)
    }
}
