// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

@MainActor
final class CheckoutPresenter: CheckoutPresentationLogic {
    /// Held weakly: the screen's model owns the scene.
    weak var viewController: (any CheckoutDisplayLogic)?

    func showSpinner(_ visible: Bool) {
        viewController?.showSpinner(visible)
    }

    func checkoutDidFinish(paid: Bool) {
        // TODO: Prepare what the view controller displays.
    }

    func presentLoadOrder(response: Checkout.LoadOrder.Response) {
        // TODO: Turn the response into Checkout.LoadOrder.ViewModel(title:), then display it.
    }
}
