// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

final class CheckoutViewController: UIViewController, CheckoutView {
    let presenter: any CheckoutPresentation

    init(presenter: any CheckoutPresentation) {
        self.presenter = presenter
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
