// Created by archgen from Payments.archgen. Yours to edit.

import Foundation

@preconcurrency @MainActor
final class PaymentsInteractor: PaymentsBusinessLogic, PaymentsDataStore {
    /// Held strongly, unlike VIPER's output: in Clean Swift the interactor
    /// owns the presenter, and the presenter holds the view controller weakly.
    var presenter: (any PaymentsPresentationLogic)!
    let financeService: any FinanceService
    let receipts: any Receipts

    init(financeService: any FinanceService, receipts: any Receipts) {
        self.financeService = financeService
        self.receipts = receipts
    }

    func pay(request: Payments.Pay.Request) {
        // TODO: Do the work, then present the response.
    }
}
