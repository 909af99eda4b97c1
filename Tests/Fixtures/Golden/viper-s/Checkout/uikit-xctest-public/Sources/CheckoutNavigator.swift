// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the module and navigates from its scene.
@preconcurrency @MainActor
public final class CheckoutNavigator {
    /// The module's scene, held weakly: the scene owns the module.
    weak var scene: (any Checkout_DisplayUI)?

    /// Links the module's actors around `ui` and returns the director, which
    /// the caller keeps (a scene keeps it as its `eventsHandler`).
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    static func assemble(
        ui: some Checkout_DisplayUI,
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void,
        delegate: (any Checkout_Delegate)?,
        paymentService: any PaymentService,
        orders: any OrderStore
    ) -> CheckoutDirector {
        let director = CheckoutDirector(orderID: orderID, onFinish: onFinish)
        let worker = CheckoutWorker(paymentService: paymentService, orders: orders)
        let navigator = CheckoutNavigator()
        director.ui = ui
        director.dataManager = worker
        director.navigator = navigator
        director.delegate = delegate
        worker.presenter = director
        navigator.scene = ui
        return director
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
    public static func makeModule(
        with orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void,
        delegate: (any Checkout_Delegate)?,
        paymentService: any PaymentService,
        orders: any OrderStore
    ) -> UIViewController {
        let scene = CheckoutScene()
        scene.eventsHandler = assemble(
            ui: scene,
            orderID: orderID,
            onFinish: onFinish,
            delegate: delegate,
            paymentService: paymentService,
            orders: orders
        )
        return scene
    }

    /// The view controller to navigate from.
    var viewController: UIViewController? {
        scene as? UIViewController
    }
}
#endif
