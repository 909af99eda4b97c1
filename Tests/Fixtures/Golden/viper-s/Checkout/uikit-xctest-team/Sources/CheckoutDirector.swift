// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

/// Handles the scene's events and presents the worker's data.
@preconcurrency @MainActor
final class CheckoutDirector {
    weak var ui: (any CheckoutDisplay)?
    let dataManager: any Checkout_ManageData
    var navigator: (any Checkout_Navigate)?
    weak var delegate: (any Checkout_Delegate)?
    var orderID: String?
    var onFinish: (@Sendable (Bool) -> Void)?

    init(dataManager: any Checkout_ManageData) {
        self.dataManager = dataManager
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
        navigator?.cancel()
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
