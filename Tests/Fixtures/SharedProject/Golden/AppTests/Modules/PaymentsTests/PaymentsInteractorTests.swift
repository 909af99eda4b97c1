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
        sut = PaymentsInteractor(presenter: presenter, financeService: financeService, receipts: receipts)
    }

    override func tearDown() async throws {
        presenter = nil
        financeService = nil
        receipts = nil
        sut = nil
    }

    // Nothing to test yet: no call the scaffold forwards; its doubles are set up for the tests you write.
}
