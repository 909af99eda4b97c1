// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

final class CheckoutInteractorTests: XCTestCase {
    private var sut: CheckoutInteractor!
    private var presenter: MockCheckoutInteractorOutput!
    private var paymentService: PaymentServiceStub!
    private var orders: OrderStoreStub!

    override func setUp() {
        super.setUp()
        sut = CheckoutInteractor()
        presenter = MockCheckoutInteractorOutput()
        paymentService = PaymentServiceStub()
        orders = OrderStoreStub()
        sut.presenter = presenter
        sut.paymentService = paymentService
        sut.orders = orders
    }

    override func tearDown() {
        sut = nil
        presenter = nil
        paymentService = nil
        orders = nil
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
