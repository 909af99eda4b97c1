// Created by archgen from Cart.archgen. Yours to edit.

import Foundation

@MainActor
final class CartInteractor: CartBusinessLogic, CartDataStore {
    let presenter: any CartPresentationLogic
    let cartFetcher: any CartFetcher
    var lines: [CartLine]
    var coupons: Set<String>
    var tags: [String: Int]
    var onClose: (() -> Void)?
    var failure: (any Error)?
    var tip: Decimal
    var ratio: Float
    var rating: UInt8
    var initial: Character
    var onFinish: @Sendable (Bool) -> Void
    var pair: (Int, String)
    var anything: Any
    var range: ClosedRange<Int>
    var state: CartState

    init(
        presenter: any CartPresentationLogic,
        cartFetcher: any CartFetcher,
        lines: [CartLine],
        coupons: Set<String>,
        tags: [String: Int],
        onClose: (() -> Void)?,
        failure: (any Error)?,
        tip: Decimal,
        ratio: Float,
        rating: UInt8,
        initial: Character,
        onFinish: @escaping @Sendable (Bool) -> Void,
        pair: (Int, String),
        anything: Any,
        range: ClosedRange<Int>,
        state: CartState
    ) {
        self.presenter = presenter
        self.cartFetcher = cartFetcher
        self.lines = lines
        self.coupons = coupons
        self.tags = tags
        self.onClose = onClose
        self.failure = failure
        self.tip = tip
        self.ratio = ratio
        self.rating = rating
        self.initial = initial
        self.onFinish = onFinish
        self.pair = pair
        self.anything = anything
        self.range = range
        self.state = state
    }

    func checkout(lines: [CartLine], tip: Decimal) {
        // TODO: Do the work, then present the response.
    }

    func showTotal(request: Cart.ShowTotal.Request) {
        // TODO: Do the work, then present its result as Cart.ShowTotal.Response(total:).
    }
}
