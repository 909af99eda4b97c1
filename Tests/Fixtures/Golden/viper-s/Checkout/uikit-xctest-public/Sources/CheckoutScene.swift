// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

/// The module's scene, updated by the director.
final class CheckoutScene: UIViewController, Checkout_DisplayUI {
    /// The module's director, held strongly: the scene keeps the module alive.
    var eventsHandler: (any Checkout_HandleUIEvents)!

    func showSpinner(_ visible: Bool) {
        // TODO: Update the UI.
    }

    func displayLoadOrder(viewModel: Checkout.LoadOrder.ViewModel) {
        // TODO: Update the UI.
    }
}
#endif
