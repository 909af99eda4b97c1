// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

/// Builds the scene: the interactor, the presenter and the router, linked
/// around a view controller.
@MainActor
enum CheckoutConfigurator {
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
        let interactor = CheckoutInteractor()
        let presenter = CheckoutPresenter()
        let router = CheckoutRouter()
        interactor.presenter = presenter
        interactor.orderID = orderID
        interactor.onFinish = onFinish
        interactor.delegate = delegate
        interactor.paymentService = paymentService
        interactor.orders = orders
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        return (interactor, router)
    }
}
