// Created by archgen from Cart.archgen. Yours to edit.

import Foundation

final class CartInteractor: CartBusinessLogic, CartDataStore {
    /// Held strongly, unlike VIPER's output: in Clean Swift the interactor
    /// owns the presenter, and the presenter holds the view controller weakly.
    var presenter: (any CartPresentationLogic)!
    var cartFetcher: (any CartFetcher)!
    var lines: [CartLine]!
    var coupons: Set<String>!
    var tags: [String: Int]!
    var onClose: (() -> Void)?
    var failure: (any Error)?
    var tip: Decimal!
    var ratio: Float!
    var rating: UInt8!
    var initial: Character!
    var onFinish: (@Sendable (Bool) -> Void)!
    var pair: (Int, String)!
    var anything: Any!
    var range: ClosedRange<Int>!
    var state: CartState!

    func checkout(lines: [CartLine], tip: Decimal) {
        // TODO: Do the work, then present the response.
    }

    func showTotal(request: Cart.ShowTotal.Request) {
        // TODO: Do the work, then fill in the response.
        let response = Cart.ShowTotal.Response(total: nil)
        presenter.presentShowTotal(response: response)
    }
}
