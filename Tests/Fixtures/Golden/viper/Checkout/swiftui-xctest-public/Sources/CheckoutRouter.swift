// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
#if canImport(SwiftUI)
import SwiftUI
#endif

@preconcurrency @MainActor
public final class CheckoutRouter: CheckoutRoutable {
    /// The module's view, held weakly: the view owns the module.
    weak var view: (any CheckoutView)?

    /// Links the module's actors around `view`, which keeps them alive.
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    @discardableResult
    static func assemble(
        view: some CheckoutView,
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void,
        delegate: (any CheckoutDelegate)?,
        paymentService: any PaymentService,
        orders: any OrderStore
    ) -> CheckoutPresenter {
        let presenter = CheckoutPresenter(orderID: orderID, onFinish: onFinish)
        let interactor = CheckoutInteractor(paymentService: paymentService, orders: orders)
        let router = CheckoutRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        presenter.delegate = delegate
        interactor.output = presenter
        router.view = view
        return presenter
    }

    func cancel() {
        // TODO: Navigate.
    }

    func openReceipt(for order: Order) {
        // TODO: Navigate.
    }
}

#if canImport(SwiftUI)
extension CheckoutRouter {
    /// The module's entry point: its screen, every actor linked.
    public static func create(
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void,
        delegate: (any CheckoutDelegate)?,
        paymentService: any PaymentService,
        orders: any OrderStore
    ) -> CheckoutScreen {
        let model = CheckoutScreenModel()
        assemble(
            view: model,
            orderID: orderID,
            onFinish: onFinish,
            delegate: delegate,
            paymentService: paymentService,
            orders: orders
        )
        return CheckoutScreen(model: model)
    }
}
#endif
