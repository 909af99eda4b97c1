// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the module and navigates from its scene.
@preconcurrency @MainActor
final class CheckoutNavigator {
    /// The module's scene, held weakly: the scene owns the module.
    weak var scene: (any CheckoutDisplay)?

    /// Builds the module's actors, then the scene `makeUI` makes with its
    /// director, which keeps them alive.
    static func assemble<ViewType: CheckoutDisplay>(
        ui makeUI: (any Checkout_HandleUIEvents) -> ViewType,
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void,
        delegate: (any Checkout_Delegate)?,
        paymentService: any PaymentService,
        orders: any OrderStore
    ) -> (ui: ViewType, director: CheckoutDirector) {
        let worker = CheckoutDataManager(paymentService: paymentService, orders: orders)
        let director = CheckoutDirector(dataManager: worker)
        let navigator = CheckoutNavigator()
        let ui = makeUI(director)
        director.ui = ui
        director.navigator = navigator
        director.orderID = orderID
        director.onFinish = onFinish
        director.delegate = delegate
        worker.presenter = director
        navigator.scene = ui
        return (ui, director)
    }
}

// MARK: - Checkout_Navigate

extension CheckoutNavigator: Checkout_Navigate {
    func cancel() {
        // TODO: Navigate.
    }

    func openReceipt(for order: Order) {
        // TODO: Navigate.
    }
}

#if canImport(UIKit)
extension CheckoutNavigator {
    /// The module's entry point: its scene, every actor linked.
    static func makeModule(
        with orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void,
        delegate: (any Checkout_Delegate)?,
        paymentService: any PaymentService,
        orders: any OrderStore
    ) -> UIViewController {
        let module = assemble(
            ui: { CheckoutScene(handler: $0) },
            orderID: orderID,
            onFinish: onFinish,
            delegate: delegate,
            paymentService: paymentService,
            orders: orders
        )
        return module.ui
    }

    /// The view controller to navigate from.
    var viewController: UIViewController? {
        scene as? UIViewController
    }
}
#endif
