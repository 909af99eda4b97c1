// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

@MainActor
final class CheckoutInteractorTests: XCTestCase {
    private var paymentService: PaymentServiceMock!
    private var orders: OrderStoreMock!
    private var sut: CheckoutInteractor!

    override func setUp() async throws {
        paymentService = PaymentServiceMock()
        orders = OrderStoreMock()
        sut = CheckoutInteractor(paymentService: paymentService, orders: orders)
    }

    override func tearDown() async throws {
        paymentService = nil
        orders = nil
        sut = nil
    }

    func testDoesNotRetainItsOutput() async {
        // Given
        var output: CheckoutInteractorOutputSpy? = CheckoutInteractorOutputSpy()
        sut.output = output

        // When
        output = nil

        // Then
        XCTAssertNil(sut.output)
    }
}
