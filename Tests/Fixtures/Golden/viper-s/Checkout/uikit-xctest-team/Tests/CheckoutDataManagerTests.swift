// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

@MainActor
final class CheckoutDataManagerTests: XCTestCase {
    private var presenter: Checkout_PresentDataSpy!
    private var paymentService: PaymentServiceMock!
    private var orders: OrderStoreMock!
    private var sut: CheckoutDataManager!

    override func setUp() async throws {
        presenter = Checkout_PresentDataSpy()
        paymentService = PaymentServiceMock()
        orders = OrderStoreMock()
        sut = CheckoutDataManager(paymentService: paymentService, orders: orders)
        sut.presenter = presenter
    }

    override func tearDown() async throws {
        presenter = nil
        paymentService = nil
        orders = nil
        sut = nil
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
