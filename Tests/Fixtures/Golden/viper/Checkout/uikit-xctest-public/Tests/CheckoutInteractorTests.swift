// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

@MainActor
final class CheckoutInteractorTests: XCTestCase {
    private var output: CheckoutInteractorOutputSpy!
    private var paymentService: PaymentServiceMock!
    private var orders: OrderStoreMock!
    private var sut: CheckoutInteractor!

    override func setUp() async throws {
        output = CheckoutInteractorOutputSpy()
        paymentService = PaymentServiceMock()
        orders = OrderStoreMock()
        sut = CheckoutInteractor(paymentService: paymentService, orders: orders)
        sut.output = output
    }

    override func tearDown() async throws {
        output = nil
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
