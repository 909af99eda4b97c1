// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

@MainActor
final class CheckoutDataManagerTests: XCTestCase {
    private var sut: CheckoutDataManager!
    private var presenter: Checkout_PresentDataSpy!
    private var paymentService: PaymentServiceMock!
    private var orders: OrderStoreMock!

    override func setUp() async throws {
        sut = CheckoutDataManager()
        presenter = Checkout_PresentDataSpy()
        paymentService = PaymentServiceMock()
        orders = OrderStoreMock()
        sut.presenter = presenter
        sut.paymentService = paymentService
        sut.orders = orders
    }

    override func tearDown() async throws {
        sut = nil
        presenter = nil
        paymentService = nil
        orders = nil
    }

    func testDoesNotRetainItsPresenter() async {
        // Given
        var presenter: Checkout_PresentDataSpy? = Checkout_PresentDataSpy()
        sut.presenter = presenter

        // When
        presenter = nil

        // Then
        XCTAssertNil(sut.presenter)
    }
}
