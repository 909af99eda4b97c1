// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

final class CheckoutInteractor: CheckoutInteraction {
    weak var output: (any CheckoutInteractorOutput)?
    var paymentService: (any PaymentService)!
    var orders: (any OrderStore)!

    func pay() {
        // TODO: Do the work, then report to the output.
    }

    func loadOrder(request: Checkout.LoadOrder.Request) {
        // TODO: Do the work, then fill in the response.
        let response = Checkout.LoadOrder.Response(order: nil)
        output?.presentLoadOrder(response: response)
    }
}
