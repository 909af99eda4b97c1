// Created by archgen from Payments.archgen. Yours to edit.

import Foundation

@MainActor
final class PaymentsPresenter: PaymentsPresentationLogic {
    /// Held weakly: the view controller owns the scene.
    weak var viewController: (any PaymentsDisplayLogic)?

    func presentPay(response: Payments.Pay.Response) {
        // TODO: Turn the response into Payments.Pay.ViewModel(title:), then display it.
    }
}
