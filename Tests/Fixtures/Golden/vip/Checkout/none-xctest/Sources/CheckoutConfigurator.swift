// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

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
