// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

/// Does the director's data requests and presents their results.
@preconcurrency @MainActor
final class CheckoutDataManager {
    weak var presenter: (any Checkout_PresentData)?
    let paymentService: any PaymentService
    let orders: any OrderStore

    init(paymentService: any PaymentService, orders: any OrderStore) {
        self.paymentService = paymentService
        self.orders = orders
    }
}

// MARK: - Checkout_ManageData

extension CheckoutDataManager: Checkout_ManageData {
    func pay() {
        // TODO: Do the work, then present its result.
    }

    func loadOrder(request: Checkout.LoadOrder.Request) {
        // TODO: Do the work, then present its result as Checkout.LoadOrder.Response(order:).
    }
}
