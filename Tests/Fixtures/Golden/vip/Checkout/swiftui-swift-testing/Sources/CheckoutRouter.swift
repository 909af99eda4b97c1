// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

@MainActor
final class CheckoutRouter: CheckoutRoutingLogic, CheckoutDataPassing {
    /// Held weakly: the screen's model owns the scene.
    weak var view: (any CheckoutDisplayLogic)?
    /// The interactor's data, passed on to the next scene.
    var dataStore: (any CheckoutDataStore)?

    // MARK: Routing

    func cancel() {
        // TODO: Build the next scene, pass it what it needs from the data store, and show it from the view controller.
    }

    func openReceipt(for order: Order) {
        // TODO: Build the next scene, pass it what it needs from the data store, and show it from the view controller.
    }
}
