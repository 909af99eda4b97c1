// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the module and navigates from its view.
@preconcurrency @MainActor
final class CheckoutCoordinator {
    /// The module's view, held weakly: the view owns the module.
    weak var view: (any CheckoutViewModelOutput)?

    /// Links the module's actors around `view` and returns the view model,
    /// which the caller keeps (the view keeps it as its `viewModel`).
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    static func assemble(
        view: some CheckoutViewModelOutput,
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void,
        delegate: (any CheckoutDelegate)?,
        paymentService: any PaymentService,
        orders: any OrderStore
    ) -> CheckoutViewModel {
        let viewModel = CheckoutViewModel(
            paymentService: paymentService,
            orders: orders,
            orderID: orderID,
            onFinish: onFinish
        )
        let coordinator = CheckoutCoordinator()
        viewModel.output = view
        viewModel.coordinator = coordinator
        viewModel.delegate = delegate
        coordinator.view = view
        return viewModel
    }
}

// MARK: - CheckoutCoordinating

extension CheckoutCoordinator: CheckoutCoordinating {
    func cancel() {
        // TODO: Navigate.
    }

    func openReceipt(for order: Order) {
        // TODO: Navigate.
    }
}

#if canImport(UIKit)
extension CheckoutCoordinator {
    /// The module's entry point: its view controller, every actor linked.
    static func create(
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void,
        delegate: (any CheckoutDelegate)?,
        paymentService: any PaymentService,
        orders: any OrderStore
    ) -> UIViewController {
        let viewController = CheckoutViewController()
        viewController.viewModel = assemble(
            view: viewController,
            orderID: orderID,
            onFinish: onFinish,
            delegate: delegate,
            paymentService: paymentService,
            orders: orders
        )
        return viewController
    }

    /// The view controller to navigate from.
    var viewController: UIViewController? {
        view as? UIViewController
    }
}
#endif
