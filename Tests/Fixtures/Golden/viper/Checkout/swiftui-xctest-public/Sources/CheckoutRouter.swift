// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
#if canImport(SwiftUI)
import SwiftUI
#endif

@MainActor
public final class CheckoutRouter: CheckoutRoutable {
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
        // Built in the screen's `@StateObject` autoclosure: once, however often SwiftUI makes the screen.
        return CheckoutScreen(model: {
            let module = assemble(
                view: { CheckoutScreenModel(presenter: $0) },
                orderID: orderID,
                onFinish: onFinish,
                delegate: delegate,
                paymentService: paymentService,
                orders: orders
            )
            return module.view
        }())
    }
}
#endif
