// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

@MainActor
final class CheckoutInteractor: CheckoutInteraction {
    weak var output: (any CheckoutInteractorOutput)?
    let paymentService: any PaymentService
    let orders: any OrderStore

    init(paymentService: any PaymentService, orders: any OrderStore) {
        self.paymentService = paymentService
        self.orders = orders
    }

    func pay() {
        // TODO: Do the work, then report to the output.
    }

    func loadOrder(request: Checkout.LoadOrder.Request) {
        // TODO: Do the work, then present its result as Checkout.LoadOrder.Response(order:).
    }
}
