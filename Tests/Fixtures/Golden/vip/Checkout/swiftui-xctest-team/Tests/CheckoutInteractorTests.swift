// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

@MainActor
final class CheckoutInteractorTests: XCTestCase {
    private var output: CheckoutPresentationLogicSpy!
    private var paymentService: PaymentServiceMock!
    private var orders: OrderStoreMock!
    private var sut: CheckoutInteractor!

    override func setUp() async throws {
        output = CheckoutPresentationLogicSpy()
        paymentService = PaymentServiceMock()
        orders = OrderStoreMock()
        sut = CheckoutInteractor(output: output, paymentService: paymentService, orders: orders)
    }

    override func tearDown() async throws {
        output = nil
        paymentService = nil
        orders = nil
        sut = nil
    }

    func testDoesNotRetainItsDelegate() async {
        // Given
        var delegate: CheckoutDelegateSpy? = CheckoutDelegateSpy()
        sut.delegate = delegate

        // When
        delegate = nil

        // Then
        XCTAssertNil(sut.delegate)
    }
}
