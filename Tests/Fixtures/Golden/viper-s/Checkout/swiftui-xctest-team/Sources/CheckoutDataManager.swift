// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

/// Does the director's data requests and presents their results.
@preconcurrency @MainActor
final class CheckoutDataManager {
    weak var presenter: (any Checkout_PresentData)?
    var paymentService: (any PaymentService)!
    var orders: (any OrderStore)!
}

// MARK: - Checkout_ManageData

extension CheckoutDataManager: Checkout_ManageData {
    func pay() {
        // TODO: Do the work, then present its result.
    }

    func loadOrder(request: Checkout.LoadOrder.Request) {
        // TODO: Do the work, then fill in the response.
        let response = Checkout.LoadOrder.Response(order: nil)
        presenter?.presentLoadOrder(response: response)
    }
}
