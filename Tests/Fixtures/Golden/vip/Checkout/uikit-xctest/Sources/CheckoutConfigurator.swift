// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the scene: the interactor, the presenter and the router, linked
/// around a view controller.
@MainActor
enum CheckoutConfigurator {
    /// Builds the scene's actors, then the view controller `makeViewController`
    /// makes with its interactor and router, which owns the scene.
    static func configure<ViewType: CheckoutDisplayLogic>(
        viewController makeViewController: (
            any CheckoutBusinessLogic,
            any CheckoutRoutingLogic & CheckoutDataPassing
        ) -> ViewType,
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void,
        delegate: (any CheckoutDelegate)?,
        paymentService: any PaymentService,
        orders: any OrderStore
    ) -> (viewController: ViewType, interactor: CheckoutInteractor, router: CheckoutRouter) {
        let presenter = CheckoutPresenter()
        let interactor = CheckoutInteractor(
            presenter: presenter,
            paymentService: paymentService,
            orders: orders,
            orderID: orderID,
            onFinish: onFinish
        )
        let router = CheckoutRouter()
        let viewController = makeViewController(interactor, router)
        interactor.delegate = delegate
        presenter.viewController = viewController
        router.view = viewController
        router.dataStore = interactor
        return (viewController, interactor, router)
    }
}

#if canImport(UIKit)
extension CheckoutConfigurator {
    /// The scene's entry point: its view controller, every actor linked.
    static func create(
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void,
        delegate: (any CheckoutDelegate)?,
        paymentService: any PaymentService,
        orders: any OrderStore
    ) -> UIViewController {
        let scene = configure(
            viewController: { CheckoutViewController(interactor: $0, router: $1) },
            orderID: orderID,
            onFinish: onFinish,
            delegate: delegate,
            paymentService: paymentService,
            orders: orders
        )
        return scene.viewController
    }
}
#endif
