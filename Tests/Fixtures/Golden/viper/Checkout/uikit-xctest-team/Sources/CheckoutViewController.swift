// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

final class CheckoutViewController: UIViewController, @MainActor CheckoutViewInput {
    var presenter: (any CheckoutViewOutput)!

    func showSpinner(_ visible: Bool) {
        // TODO: Update the UI.
    }

    func displayLoadOrder(viewModel: Checkout.LoadOrder.ViewModel) {
        // TODO: Update the UI.
    }
}
#endif
