// Created by archgen from Payments.archgen. Yours to edit.

import Foundation

@MainActor
final class PaymentsInteractor: PaymentsBusinessLogic, PaymentsDataStore {
    let presenter: any PaymentsPresentationLogic
    let financeService: any FinanceService
    let receipts: any Receipts

    init(presenter: any PaymentsPresentationLogic, financeService: any FinanceService, receipts: any Receipts) {
        self.presenter = presenter
        self.financeService = financeService
        self.receipts = receipts
    }

    func pay(request: Payments.Pay.Request) {
        // TODO: Do the work, then present its result as Payments.Pay.Response(receipt:text:).
    }
}
