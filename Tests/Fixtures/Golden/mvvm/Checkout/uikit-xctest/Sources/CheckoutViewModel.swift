// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

/// Takes the view's events, asks the services it is given, and tells its
/// output (the view) what to show.
@MainActor
final class CheckoutViewModel: CheckoutViewModelInput {
    weak var output: (any CheckoutViewModelOutput)?
    let coordinator: any CheckoutCoordinating
    weak var delegate: (any CheckoutDelegate)?
    let paymentService: any PaymentService
    let orders: any OrderStore
    let orderID: String
    let onFinish: @Sendable (Bool) -> Void

    init(
        coordinator: any CheckoutCoordinating,
        paymentService: any PaymentService,
        orders: any OrderStore,
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void
    ) {
        self.coordinator = coordinator
        self.paymentService = paymentService
        self.orders = orders
        self.orderID = orderID
        self.onFinish = onFinish
    }

    func onAppear() {
        // TODO: Ask the services, then update the output, or navigate.
    }

    func pay() {
        // TODO: Ask the services, then update the output, or navigate.
    }

    func cancel() {
        coordinator.cancel()
    }

    func loadOrder(request: Checkout.LoadOrder.Request) {
        // TODO: Ask the services, then update the output, or navigate.
    }
}
