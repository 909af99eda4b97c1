// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

final class CheckoutViewController: UIViewController, CheckoutDisplayLogic {
    /// The scene, linked by `CheckoutConfigurator`: the view controller owns it.
    let interactor: any CheckoutBusinessLogic
    let router: any CheckoutRoutingLogic & CheckoutDataPassing

    init(interactor: any CheckoutBusinessLogic, router: any CheckoutRoutingLogic & CheckoutDataPassing) {
        self.interactor = interactor
        self.router = router
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
