// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
#if canImport(SwiftUI)
import SwiftUI
#endif

/// Builds the scene: the interactor, the presenter and the router, linked
/// around the screen's model.
@MainActor
enum CheckoutConfigurator {
    /// Builds the scene's actors, then the screen's model `makeModel`
    /// makes with its interactor and router, which owns the scene.
    static func configure<ViewType: CheckoutDisplayLogic>(
        model makeModel: (any CheckoutBusinessLogic, any CheckoutRoutingLogic & CheckoutDataPassing) -> ViewType,
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void,
        delegate: (any CheckoutDelegate)?,
        paymentService: any PaymentService,
        orders: any OrderStore
    ) -> (model: ViewType, interactor: CheckoutInteractor, router: CheckoutRouter) {
        let presenter = CheckoutPresenter()
        let interactor = CheckoutInteractor(
            presenter: presenter,
            paymentService: paymentService,
            orders: orders,
            orderID: orderID,
            onFinish: onFinish
        )
        let router = CheckoutRouter()
        let model = makeModel(interactor, router)
        interactor.delegate = delegate
        presenter.viewController = model
        router.view = model
        router.dataStore = interactor
        return (model, interactor, router)
    }
}

#if canImport(SwiftUI)
extension CheckoutConfigurator {
    /// The scene's entry point: its screen, every actor linked.
    static func create(
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void,
        delegate: (any CheckoutDelegate)?,
        paymentService: any PaymentService,
        orders: any OrderStore
    ) -> CheckoutScreen {
        let scene = configure(
            model: { CheckoutScreenModel(interactor: $0, router: $1) },
            orderID: orderID,
            onFinish: onFinish,
            delegate: delegate,
            paymentService: paymentService,
            orders: orders
        )
        return CheckoutScreen(model: scene.model)
    }
}
#endif
