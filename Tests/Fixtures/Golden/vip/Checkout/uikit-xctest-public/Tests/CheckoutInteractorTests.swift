// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

@MainActor
final class CheckoutInteractorTests: XCTestCase {
    private var presenter: CheckoutPresentationLogicSpy!
    private var paymentService: PaymentServiceMock!
    private var orders: OrderStoreMock!
    private var sut: CheckoutInteractor!

    override func setUp() async throws {
        presenter = CheckoutPresentationLogicSpy()
        paymentService = PaymentServiceMock()
        orders = OrderStoreMock()
        sut = CheckoutInteractor(
            presenter: presenter,
            paymentService: paymentService,
            orders: orders,
            orderID: "orderID",
            onFinish: { _ in }
        )
    }

    override func tearDown() async throws {
        presenter = nil
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
