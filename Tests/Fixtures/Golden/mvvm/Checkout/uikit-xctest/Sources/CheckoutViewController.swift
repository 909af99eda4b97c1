// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

/// The module's view: it sends its events to the view model and shows what
/// the view model outputs.
final class CheckoutViewController: UIViewController, CheckoutViewModelOutput {
    /// The module's view model, held strongly: the view keeps the module alive.
    let viewModel: any CheckoutViewModelInput

    init(viewModel: any CheckoutViewModelInput) {
        self.viewModel = viewModel
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
