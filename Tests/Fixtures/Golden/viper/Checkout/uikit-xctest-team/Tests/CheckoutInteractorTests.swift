// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

final class CheckoutInteractorTests: XCTestCase {
    private var presenter: MockCheckoutInteractorOutput!
    private var paymentService: PaymentServiceStub!
    private var orders: OrderStoreStub!
    private var sut: CheckoutInteractor!

    override func setUp() {
        super.setUp()
        presenter = MockCheckoutInteractorOutput()
        paymentService = PaymentServiceStub()
        orders = OrderStoreStub()
        sut = CheckoutInteractor(paymentService: paymentService, orders: orders)
        sut.presenter = presenter
    }

    override func tearDown() {
        presenter = nil
        paymentService = nil
        orders = nil
        sut = nil
        super.tearDown()
    }

    func testDoesNotRetainItsPresenter() {
        // Given
        var presenter: MockCheckoutInteractorOutput? = MockCheckoutInteractorOutput()
        sut.presenter = presenter

        // When
        presenter = nil

        // Then
        XCTAssertNil(sut.presenter)
    }
}
