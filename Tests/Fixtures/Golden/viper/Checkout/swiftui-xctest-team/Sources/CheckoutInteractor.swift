// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

final class CheckoutInteractor: CheckoutInteraction {
    weak var presenter: (any CheckoutInteractorOutput)?
    var paymentService: (any PaymentService)!
    var orders: (any OrderStore)!

    func pay() {
        // TODO: Do the work, then report to the output.
    }

    func loadOrder(request: Checkout.LoadOrder.Request) {
        // TODO: Do the work, then present its result as Checkout.LoadOrder.Response(order:).
    }
}
