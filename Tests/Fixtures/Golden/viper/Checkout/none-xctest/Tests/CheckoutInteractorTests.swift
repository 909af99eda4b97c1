// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

@MainActor
final class CheckoutInteractorTests: XCTestCase {
    private var sut: CheckoutInteractor!
    private var output: CheckoutInteractorOutputSpy!
    private var paymentService: PaymentServiceMock!
    private var orders: OrderStoreMock!

    override func setUp() async throws {
        sut = CheckoutInteractor()
        output = CheckoutInteractorOutputSpy()
        paymentService = PaymentServiceMock()
        orders = OrderStoreMock()
        sut.output = output
        sut.paymentService = paymentService
        sut.orders = orders
    }

    override func tearDown() async throws {
        sut = nil
        output = nil
        paymentService = nil
        orders = nil
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
