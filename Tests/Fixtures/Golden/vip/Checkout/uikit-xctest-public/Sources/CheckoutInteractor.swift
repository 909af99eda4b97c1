// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

@preconcurrency @MainActor
final class CheckoutInteractor: CheckoutBusinessLogic, CheckoutDataStore {
    /// Held strongly, unlike VIPER's output: in Clean Swift the interactor
    /// owns the presenter, and the presenter holds the view controller weakly.
    var presenter: (any CheckoutPresentationLogic)!
    weak var delegate: (any CheckoutDelegate)?
    let paymentService: any PaymentService
    let orders: any OrderStore
    var orderID: String
    var onFinish: @Sendable (Bool) -> Void

    init(
        paymentService: any PaymentService,
        orders: any OrderStore,
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void
    ) {
        self.paymentService = paymentService
        self.orders = orders
        self.orderID = orderID
        self.onFinish = onFinish
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
        presenter.presentLoadOrder(response: response)
    }
}
