// Created by archgen from Payments.archgen. Yours to edit.

import Foundation
import XCTest
@testable import App

@MainActor
final class PaymentsInteractorTests: XCTestCase {
    private var presenter: PaymentsPresentationLogicSpy!
    private var financeService: FinanceServiceMock!
    private var receipts: ReceiptsMock!
    private var sut: PaymentsInteractor!

    override func setUp() async throws {
        presenter = PaymentsPresentationLogicSpy()
        financeService = FinanceServiceMock()
        receipts = ReceiptsMock()
        sut = PaymentsInteractor(financeService: financeService, receipts: receipts)
        sut.presenter = presenter
    }

    override func tearDown() async throws {
        presenter = nil
        financeService = nil
        receipts = nil
        sut = nil
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
