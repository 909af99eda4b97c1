// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

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

#if canImport(UIKit)
extension CheckoutRouter {
    /// The module's entry point: its view controller, every actor linked.
    static func create(
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void,
        delegate: (any CheckoutDelegate)?,
        paymentService: any PaymentService,
        orders: any OrderStore
    ) -> UIViewController {
        let module = assemble(
            view: { CheckoutViewController(presenter: $0) },
            orderID: orderID,
            onFinish: onFinish,
            delegate: delegate,
            paymentService: paymentService,
            orders: orders
        )
        return module.view
    }

    /// The view controller to navigate from.
    var viewController: UIViewController? {
        view as? UIViewController
    }
}
#endif
