// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

final class CheckoutViewController: UIViewController, CheckoutView {
    var presenter: (any CheckoutPresentation)!

    func showSpinner(_ visible: Bool) {
        // TODO: Update the UI.
    }

    func displayLoadOrder(viewModel: Checkout.LoadOrder.ViewModel) {
        // TODO: Update the UI.
    }
}
#endif
