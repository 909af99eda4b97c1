// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
#if canImport(SwiftUI)
import SwiftUI
#endif

final class CheckoutWireframe: CheckoutRoutable {
    /// The module's view, held weakly: the view owns the module.
    weak var view: (any CheckoutViewInput)?

    /// Builds the module's actors, then the view `makeView` makes with its
    /// presenter, which keeps them alive.
    @discardableResult
    @MainActor static func assemble<ViewType: CheckoutViewInput>(
        view makeView: (any CheckoutViewOutput) -> ViewType,
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void,
        delegate: (any CheckoutDelegate)?,
        paymentService: any PaymentService,
        orders: any OrderStore
    ) -> (view: ViewType, presenter: CheckoutPresenter) {
        let interactor = CheckoutInteractor()
        let router = CheckoutWireframe()
        let presenter = CheckoutPresenter(interactor: interactor, router: router, orderID: orderID, onFinish: onFinish)
        let view = makeView(presenter)
        presenter.display = view
        presenter.delegate = delegate
        interactor.presenter = presenter
        interactor.paymentService = paymentService
        interactor.orders = orders
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
extension CheckoutWireframe {
    /// The module's entry point: its screen, every actor linked.
    @MainActor static func create(
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void,
        delegate: (any CheckoutDelegate)?,
        paymentService: any PaymentService,
        orders: any OrderStore
    ) -> CheckoutScreen {
        let module = assemble(
            view: { CheckoutScreenModel(presenter: $0) },
            orderID: orderID,
            onFinish: onFinish,
            delegate: delegate,
            paymentService: paymentService,
            orders: orders
        )
        return CheckoutScreen(model: module.view)
    }
}
#endif
