// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

/// Builds the module and navigates from its scene.
@MainActor
final class CheckoutNavigator {
    /// The module's scene, held weakly: the scene owns the module.
    weak var scene: (any Checkout_DisplayUI)?

    /// Builds the module's actors, then the scene `makeUI` makes with its
    /// director, which keeps them alive.
    static func assemble<ViewType: Checkout_DisplayUI>(
        ui makeUI: (any Checkout_HandleUIEvents) -> ViewType,
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void,
        delegate: (any Checkout_Delegate)?,
        paymentService: any PaymentService,
        orders: any OrderStore
    ) -> (ui: ViewType, director: CheckoutDirector) {
        let worker = CheckoutWorker(paymentService: paymentService, orders: orders)
        let navigator = CheckoutNavigator()
        let director = CheckoutDirector(dataManager: worker, navigator: navigator, orderID: orderID, onFinish: onFinish)
        let ui = makeUI(director)
        director.ui = ui
        director.delegate = delegate
        worker.presenter = director
        navigator.scene = ui
        return (ui, director)
    }
}

// MARK: - Checkout_Navigate

extension CheckoutNavigator: Checkout_Navigate {
    func cancel() {
        // TODO: Navigate.
    }

    func openReceipt(for order: Order) {
        // TODO: Navigate.
    }
}
