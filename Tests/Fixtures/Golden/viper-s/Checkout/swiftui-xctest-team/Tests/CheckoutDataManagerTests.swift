// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

@MainActor
final class CheckoutDataManagerTests: XCTestCase {
    private var paymentService: PaymentServiceMock!
    private var orders: OrderStoreMock!
    private var sut: CheckoutDataManager!

    override func setUp() async throws {
        paymentService = PaymentServiceMock()
        orders = OrderStoreMock()
        sut = CheckoutDataManager(paymentService: paymentService, orders: orders)
    }

    override func tearDown() async throws {
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
