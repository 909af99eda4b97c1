// Created by archgen from Payments.archgen. Yours to edit.

import Foundation

final class PaymentsInteractor: PaymentsBusinessLogic, PaymentsDataStore {
    /// Held strongly, unlike VIPER's output: in Clean Swift the interactor
    /// owns the presenter, and the presenter holds the view controller weakly.
    var presenter: (any PaymentsPresentationLogic)!
    var financeService: (any FinanceService)!
    var receipts: (any Receipts)!

    func pay(request: Payments.Pay.Request) {
        // TODO: Do the work, then present the response.
    }
}
