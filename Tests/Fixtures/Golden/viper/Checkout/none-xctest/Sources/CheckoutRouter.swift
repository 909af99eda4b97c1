// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

@MainActor
final class CheckoutRouter: CheckoutRoutable {
    /// The module's view, held weakly: the view owns the module.
    weak var view: (any CheckoutView)?

    /// Builds the module's actors, then the view `makeView` makes with its
    /// presenter, which keeps them alive.
    @discardableResult
    static func assemble<ViewType: CheckoutView>(
        view makeView: (any CheckoutPresentation) -> ViewType,
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void,
        delegate: (any CheckoutDelegate)?,
        paymentService: any PaymentService,
        orders: any OrderStore
    ) -> (view: ViewType, presenter: CheckoutPresenter) {
        let interactor = CheckoutInteractor(paymentService: paymentService, orders: orders)
        let router = CheckoutRouter()
        let presenter = CheckoutPresenter(interactor: interactor, router: router, orderID: orderID, onFinish: onFinish)
        let view = makeView(presenter)
        presenter.view = view
        presenter.delegate = delegate
        interactor.output = presenter
        router.view = view
        return (view, presenter)
    }

    func cancel() {
        // TODO: Navigate.
    }

    func openReceipt(for order: Order) {
        // TODO: Navigate.
    }
}
