// Created by archgen from Payments.archgen. Yours to edit.

import Foundation
import XCTest
@testable import App

@MainActor
final class PaymentsInteractorTests: XCTestCase {
    private var sut: PaymentsInteractor!
    private var presenter: PaymentsPresentationLogicSpy!
    private var financeService: FinanceServiceMock!
    private var receipts: ReceiptsMock!

    override func setUp() async throws {
        sut = PaymentsInteractor()
        presenter = PaymentsPresentationLogicSpy()
        financeService = FinanceServiceMock()
        receipts = ReceiptsMock()
        sut.presenter = presenter
        sut.financeService = financeService
        sut.receipts = receipts
    }

    override func tearDown() async throws {
        sut = nil
        presenter = nil
        financeService = nil
        receipts = nil
    }

    func testKeepsItsPresenter() async {
        // Given
        var presenter: PaymentsPresentationLogicSpy? = PaymentsPresentationLogicSpy()
        sut.presenter = presenter

        // When
        presenter = nil

        // Then
        XCTAssertNotNil(sut.presenter)
    }
}
