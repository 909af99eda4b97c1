// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

@MainActor
final class CheckoutInteractor: CheckoutBusinessLogic, CheckoutDataStore {
    let presenter: any CheckoutPresentationLogic
    weak var delegate: (any CheckoutDelegate)?
    let paymentService: any PaymentService
    let orders: any OrderStore
    var orderID: String
    var onFinish: @Sendable (Bool) -> Void

    init(
        presenter: any CheckoutPresentationLogic,
        paymentService: any PaymentService,
        orders: any OrderStore,
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void
    ) {
        self.presenter = presenter
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
        // TODO: Do the work, then present its result as Checkout.LoadOrder.Response(order:).
    }
}
