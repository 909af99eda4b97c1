/// The team's presenter: the order it pays for is the module's input,
/// given in init and never changed.
@MainActor
final class CheckoutPresenter: CheckoutPresentation {
    weak var view: (any CheckoutView)?
    var interactor: (any CheckoutInteraction)!
    let orderID: String

    init(orderID: String) {
        self.orderID = orderID
    }

    func didTapPay() {
        interactor.pay(orderID: orderID)
    }
}

extension CheckoutPresenter: CheckoutInteractorOutput {
    func didPay() {
        view?.showPaid(orderID: orderID)
    }
}
