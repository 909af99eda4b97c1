// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

@MainActor
final class CheckoutViewModelTests: XCTestCase {
    private var coordinator: CheckoutCoordinatingSpy!
    private var paymentService: PaymentServiceMock!
    private var orders: OrderStoreMock!
    private var sut: CheckoutViewModel!

    override func setUp() async throws {
        coordinator = CheckoutCoordinatingSpy()
        paymentService = PaymentServiceMock()
        orders = OrderStoreMock()
        sut = CheckoutViewModel(
            coordinator: coordinator,
            paymentService: paymentService,
            orders: orders,
            orderID: "orderID",
            onFinish: { _ in }
        )
    }

    override func tearDown() async throws {
        coordinator = nil
        paymentService = nil
        orders = nil
        sut = nil
    }

    func testCancelIsForwardedToTheCoordinator() async {
        // When
        sut.cancel()

        // Then
        XCTAssertEqual(coordinator.cancelCallsCount, 1)
    }

    func testDoesNotRetainItsOutput() async {
        // Given
        var output: CheckoutViewModelOutputSpy? = CheckoutViewModelOutputSpy()
        sut.output = output

        // When
        output = nil

        // Then
        XCTAssertNil(sut.output)
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
