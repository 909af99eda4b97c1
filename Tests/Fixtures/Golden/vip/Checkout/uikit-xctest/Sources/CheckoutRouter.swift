// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

final class CheckoutRouter: CheckoutRoutingLogic, CheckoutDataPassing {
    /// Held weakly: the view controller owns the scene.
    weak var viewController: (any CheckoutDisplayLogic)?
    /// The interactor's data, passed on to the next scene.
    var dataStore: (any CheckoutDataStore)?

    func cancel() {
        // TODO: Navigate.
    }

    func openReceipt(for order: Order) {
        // TODO: Navigate.
    }
}
