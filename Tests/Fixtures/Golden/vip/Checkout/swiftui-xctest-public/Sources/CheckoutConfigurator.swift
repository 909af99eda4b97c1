// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
#if canImport(SwiftUI)
import SwiftUI
#endif

/// Builds the scene: the interactor, the presenter and the router, linked
/// around the screen's model.
@MainActor
public enum CheckoutConfigurator {
    /// Links the scene's actors around `model`, the screen's model, which owns
    /// the scene: it keeps the interactor and the router returned.
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    static func configure(
        model: some CheckoutDisplayLogic,
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void,
        delegate: (any CheckoutDelegate)?,
        paymentService: any PaymentService,
        orders: any OrderStore
    ) -> (interactor: CheckoutInteractor, router: CheckoutRouter) {
        let interactor = CheckoutInteractor(
            paymentService: paymentService,
            orders: orders,
            orderID: orderID,
            onFinish: onFinish
        )
        let presenter = CheckoutPresenter()
        let router = CheckoutRouter()
        interactor.presenter = presenter
        interactor.delegate = delegate
        presenter.viewController = model
        router.viewController = model
        router.dataStore = interactor
        return (interactor, router)
    }
}

#if canImport(SwiftUI)
extension CheckoutConfigurator {
    /// The scene's entry point: its screen, every actor linked.
    public static func create(
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void,
        delegate: (any CheckoutDelegate)?,
        paymentService: any PaymentService,
        orders: any OrderStore
    ) -> CheckoutScreen {
        let model = CheckoutScreenModel()
        let scene = configure(
            model: model,
            orderID: orderID,
            onFinish: onFinish,
            delegate: delegate,
            paymentService: paymentService,
            orders: orders
        )
        model.interactor = scene.interactor
        model.router = scene.router
        return CheckoutScreen(model: model)
    }
}
#endif
