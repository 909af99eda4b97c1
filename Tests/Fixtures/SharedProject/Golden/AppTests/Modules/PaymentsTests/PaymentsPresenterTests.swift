// Created by archgen from Payments.archgen. Yours to edit.

import Foundation
import XCTest
@testable import App

@MainActor
final class PaymentsPresenterTests: XCTestCase {
    private var sut: PaymentsPresenter!
    private var viewController: PaymentsDisplayLogicSpy!

    override func setUp() async throws {
        sut = PaymentsPresenter()
        viewController = PaymentsDisplayLogicSpy()
        sut.viewController = viewController
    }

    override func tearDown() async throws {
        sut = nil
        viewController = nil
    }

    func testPresentPayResponseSendsItsViewModelToTheViewController() async {
        // Given
        let response: Payments.Pay.Response = Payments.Pay.Response(
            receipt: Receipt(id: "id", total: Money(amount: Decimal(string: "1.5")!, currency: "currency")),
            text: "text"
        )

        // When
        sut.presentPay(response: response)

        // Then
        XCTAssertEqual(viewController.displayPayViewModelCallsCount, 1)
    }

    func testDoesNotRetainItsViewController() async {
        // Given
        var viewController: PaymentsDisplayLogicSpy? = PaymentsDisplayLogicSpy()
        sut.viewController = viewController

        // When
        viewController = nil

        // Then
        XCTAssertNil(sut.viewController)
    }
}
