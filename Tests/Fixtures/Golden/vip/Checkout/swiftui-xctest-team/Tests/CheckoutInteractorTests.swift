// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

@MainActor
final class CheckoutInteractorTests: XCTestCase {
    private var output: CheckoutPresentationLogicSpy!
    private var delegate: CheckoutDelegateSpy!
    private var paymentService: PaymentServiceMock!
    private var orders: OrderStoreMock!
    private var sut: CheckoutInteractor!

    override func setUp() async throws {
        output = CheckoutPresentationLogicSpy()
        delegate = CheckoutDelegateSpy()
        paymentService = PaymentServiceMock()
        orders = OrderStoreMock()
        sut = CheckoutInteractor(output: output)
        sut.delegate = delegate
        sut.paymentService = paymentService
        sut.orders = orders
    }

    override func tearDown() async throws {
        output = nil
        delegate = nil
        paymentService = nil
        orders = nil
        sut = nil
    }

    func testKeepsItsOutput() async {
        // Given
        weak var output: CheckoutPresentationLogicSpy?

        // When
        let sut = CheckoutInteractor(output: CheckoutPresentationLogicSpy())
        output = sut.output as? CheckoutPresentationLogicSpy

        // Then
        XCTAssertNotNil(output)
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
