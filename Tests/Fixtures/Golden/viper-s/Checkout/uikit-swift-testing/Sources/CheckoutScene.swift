// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

/// The module's scene, updated by the director.
final class CheckoutScene: UIViewController, Checkout_DisplayUI {
    /// The module's director, held strongly: the scene keeps the module alive.
    let eventsHandler: any Checkout_HandleUIEvents

    init(eventsHandler: any Checkout_HandleUIEvents) {
        self.eventsHandler = eventsHandler
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func showSpinner(_ visible: Bool) {
        // TODO: Update the UI.
    }

    func displayLoadOrder(viewModel: Checkout.LoadOrder.ViewModel) {
        // TODO: Update the UI.
    }
}
#endif
