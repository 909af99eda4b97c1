// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

@MainActor
final class CheckoutPresenter: CheckoutPresentation {
    weak var view: (any CheckoutView)?
    let interactor: any CheckoutInteraction
    let router: any CheckoutRoutable
    weak var delegate: (any CheckoutDelegate)?
    let orderID: String
    let onFinish: @Sendable (Bool) -> Void

    init(
        interactor: any CheckoutInteraction,
        router: any CheckoutRoutable,
        orderID: String,
        onFinish: @escaping @Sendable (Bool) -> Void
    ) {
        self.interactor = interactor
        self.router = router
        self.orderID = orderID
        self.onFinish = onFinish
    }

    func onAppear() {
        // TODO: Ask the interactor or the router.
    }

    func pay() {
        interactor.pay()
    }

    func cancel() {
        router.cancel()
    }

    func loadOrder(request: Checkout.LoadOrder.Request) {
        interactor.loadOrder(request: request)
    }
}

// MARK: - CheckoutInteractorOutput

extension CheckoutPresenter: CheckoutInteractorOutput {
    func showSpinner(_ visible: Bool) {
        view?.showSpinner(visible)
    }

    func checkoutDidFinish(paid: Bool) {
        delegate?.checkoutDidFinish(paid: paid)
    }

    func presentLoadOrder(response: Checkout.LoadOrder.Response) {
        // TODO: Turn the response into Checkout.LoadOrder.ViewModel(title:), then display it.
    }
}
