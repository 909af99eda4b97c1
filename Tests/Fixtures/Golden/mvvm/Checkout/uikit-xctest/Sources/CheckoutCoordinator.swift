// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the module and navigates from its view.
@MainActor
final class CheckoutCoordinator {
    /// The module's view, held weakly: the view owns the module.
    weak var view: (any CheckoutViewModelOutput)?

    /// Builds the module's actors, then the view `makeView` makes with its
    /// view model, which keeps them alive.
    static func assemble<ViewType: CheckoutViewModelOutput>(
        view makeView: (any CheckoutViewModelInput) -> ViewType,
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void,
        delegate: (any CheckoutDelegate)?,
        paymentService: any PaymentService,
        orders: any OrderStore
    ) -> (view: ViewType, viewModel: CheckoutViewModel) {
        let coordinator = CheckoutCoordinator()
        let viewModel = CheckoutViewModel(
            coordinator: coordinator,
            paymentService: paymentService,
            orders: orders,
            orderID: orderID,
            onFinish: onFinish
        )
        let view = makeView(viewModel)
        viewModel.output = view
        viewModel.delegate = delegate
        coordinator.view = view
        return (view, viewModel)
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
        let module = assemble(
            view: { CheckoutViewController(viewModel: $0) },
            orderID: orderID,
            onFinish: onFinish,
            delegate: delegate,
            paymentService: paymentService,
            orders: orders
        )
        return module.view
    }

    /// The view controller to navigate from.
    var viewController: UIViewController? {
        view as? UIViewController
    }
}
#endif
