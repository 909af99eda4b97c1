// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the scene: the interactor, the presenter and the router, linked
/// around a view controller.
@MainActor
public enum CheckoutConfigurator {
    /// Links the scene's actors around `viewController`, which owns the scene:
    /// it keeps the interactor and the router returned.
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    static func configure(
        viewController: some CheckoutDisplayLogic,
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
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        return (interactor, router)
    }
}

#if canImport(UIKit)
extension CheckoutConfigurator {
    /// The scene's entry point: its view controller, every actor linked.
    public static func create(
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void,
        delegate: (any CheckoutDelegate)?,
        paymentService: any PaymentService,
        orders: any OrderStore
    ) -> UIViewController {
        let viewController = CheckoutViewController()
        let scene = configure(
            viewController: viewController,
            orderID: orderID,
            onFinish: onFinish,
            delegate: delegate,
            paymentService: paymentService,
            orders: orders
        )
        viewController.interactor = scene.interactor
        viewController.router = scene.router
        return viewController
    }
}
#endif
