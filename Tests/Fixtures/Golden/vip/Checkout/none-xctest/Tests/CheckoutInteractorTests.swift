// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

@MainActor
final class CheckoutInteractorTests: XCTestCase {
    private var sut: CheckoutInteractor!
    private var presenter: CheckoutPresentationLogicSpy!
    private var delegate: CheckoutDelegateSpy!
    private var paymentService: PaymentServiceMock!
    private var orders: OrderStoreMock!

    override func setUp() async throws {
        sut = CheckoutInteractor()
        presenter = CheckoutPresentationLogicSpy()
        delegate = CheckoutDelegateSpy()
        paymentService = PaymentServiceMock()
        orders = OrderStoreMock()
        sut.presenter = presenter
        sut.delegate = delegate
        sut.paymentService = paymentService
        sut.orders = orders
    }

    override func tearDown() async throws {
        sut = nil
        presenter = nil
        delegate = nil
        paymentService = nil
        orders = nil
    }

    func testKeepsItsPresenter() async {
        // Given
        var presenter: CheckoutPresentationLogicSpy? = CheckoutPresentationLogicSpy()
        sut.presenter = presenter

        // When
        presenter = nil

        // Then
        XCTAssertNotNil(sut.presenter)
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
