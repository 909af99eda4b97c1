// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

final class CheckoutInteractor: CheckoutBusinessLogic, CheckoutDataStore {
    /// Held strongly, unlike VIPER's output: in Clean Swift the interactor
    /// owns the presenter, and the presenter holds the view controller weakly.
    var presenter: (any CheckoutPresentationLogic)!
    weak var delegate: (any CheckoutDelegate)?
    var paymentService: (any PaymentService)!
    var orders: (any OrderStore)!
    var orderID: String!
    var onFinish: (@Sendable (Bool) -> Void)!

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
        presenter.presentLoadOrder(response: response)
    }
}
