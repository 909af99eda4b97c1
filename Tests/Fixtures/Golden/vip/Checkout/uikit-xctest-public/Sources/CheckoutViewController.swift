// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

final class CheckoutViewController: UIViewController, CheckoutDisplayLogic {
    /// The scene, linked by `CheckoutConfigurator`: the view controller owns it.
    var interactor: (any CheckoutBusinessLogic)?
    var router: (any CheckoutRoutingLogic & CheckoutDataPassing)?

    func showSpinner(_ visible: Bool) {
        // TODO: Update the UI.
    }

    func displayLoadOrder(viewModel: Checkout.LoadOrder.ViewModel) {
        // TODO: Update the UI.
    }
}
#endif
