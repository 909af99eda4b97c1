// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

final class CheckoutRouter: CheckoutRoutable {
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
        let presenter = CheckoutPresenter()
        let interactor = CheckoutInteractor()
        let router = CheckoutRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        presenter.orderID = orderID
        presenter.onFinish = onFinish
        presenter.delegate = delegate
        interactor.output = presenter
        interactor.paymentService = paymentService
        interactor.orders = orders
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
