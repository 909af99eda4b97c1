// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the scene: the interactor, the presenter and the router, linked
/// around a view controller.
@MainActor
enum CheckoutAssembly {
    /// Links the scene's actors around `viewController`, which owns the scene:
    /// it keeps the interactor and the router returned.
    /// `makeViewController` builds the view with the links it takes in `init`.
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    static func configure<ViewType: CheckoutDisplayLogic>(
        viewController makeViewController: (any CheckoutRequests) -> ViewType,
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void,
        delegate: (any CheckoutDelegate)?,
        paymentService: any PaymentService,
        orders: any OrderStore
    ) -> (viewController: ViewType, interactor: CheckoutInteractor, router: CheckoutRouter) {
        let presenter = CheckoutPresenter()
        let interactor = CheckoutInteractor(output: presenter, paymentService: paymentService, orders: orders)
        let router = CheckoutRouter()
        let viewController = makeViewController(interactor)
        interactor.orderID = orderID
        interactor.onFinish = onFinish
        interactor.delegate = delegate
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        return (viewController, interactor, router)
    }
}

#if canImport(UIKit)
extension CheckoutAssembly {
    /// The scene's entry point: its view controller, every actor linked.
    static func create(
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void,
        delegate: (any CheckoutDelegate)?,
        paymentService: any PaymentService,
        orders: any OrderStore
    ) -> CheckoutViewController {
        let scene = configure(
            viewController: { CheckoutViewController(interactor: $0) },
            orderID: orderID,
            onFinish: onFinish,
            delegate: delegate,
            paymentService: paymentService,
            orders: orders
        )
        scene.viewController.router = scene.router
        return scene.viewController
    }
}
#endif
