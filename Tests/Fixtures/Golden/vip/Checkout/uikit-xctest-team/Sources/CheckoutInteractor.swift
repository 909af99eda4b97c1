// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

final class CheckoutInteractor: CheckoutRequests, CheckoutStore {
    /// Held strongly, unlike VIPER's output: in Clean Swift the interactor
    /// owns the presenter, and the presenter holds the view controller weakly.
    let output: any CheckoutPresentationLogic
    weak var delegate: (any CheckoutDelegate)?
    var paymentService: (any PaymentService)!
    var orders: (any OrderStore)!
    var orderID: String!
    var onFinish: (@Sendable (Bool) -> Void)!

    init(output: any CheckoutPresentationLogic) {
        self.output = output
    }

    func onAppear() {
        // TODO: Do the work, then present the response.
    }

    func pay() {
        // TODO: Do the work, then present the response.
    }

    func cancel() {
        // TODO: Do the work, then present the response.
    }

    func loadOrder(request: Checkout.LoadOrder.Request) {
        // TODO: Do the work, then fill in the response.
        let response = Checkout.LoadOrder.Response(order: nil)
        output.presentLoadOrder(response: response)
    }
}
