// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

/// Handles the scene's events and presents the worker's data.
@MainActor
final class CheckoutDirector {
    weak var ui: (any Checkout_DisplayUI)?
    let dataManager: any Checkout_ManageData
    let navigator: any Checkout_Navigate
    weak var delegate: (any Checkout_Delegate)?
    let orderID: String
    let onFinish: @Sendable (Bool) -> Void

    init(
        dataManager: any Checkout_ManageData,
        navigator: any Checkout_Navigate,
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void
    ) {
        self.dataManager = dataManager
        self.navigator = navigator
        self.orderID = orderID
        self.onFinish = onFinish
    }
}

// MARK: - Checkout_HandleUIEvents

extension CheckoutDirector: Checkout_HandleUIEvents {
    func onAppear() {
        // TODO: Ask the data manager or the navigator.
    }

    func pay() {
        dataManager.pay()
    }

    func cancel() {
        navigator.cancel()
    }

    func loadOrder(request: Checkout.LoadOrder.Request) {
        dataManager.loadOrder(request: request)
    }
}

// MARK: - Checkout_PresentData

extension CheckoutDirector: Checkout_PresentData {
    func showSpinner(_ visible: Bool) {
        ui?.showSpinner(visible)
    }

    func checkoutDidFinish(paid: Bool) {
        delegate?.checkoutDidFinish(paid: paid)
    }

    func presentLoadOrder(response: Checkout.LoadOrder.Response) {
        // TODO: Turn the response into Checkout.LoadOrder.ViewModel(title:), then display it.
    }
}
