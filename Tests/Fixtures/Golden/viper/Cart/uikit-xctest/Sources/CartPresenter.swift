// Created by archgen from Cart.archgen. Yours to edit.

import Foundation

@MainActor
final class CartPresenter: CartPresentation {
    weak var view: (any CartView)?
    let interactor: any CartInteraction
    let lines: [CartLine]
    let coupons: Set<String>
    let tags: [String: Int]
    let onClose: (() -> Void)?
    let failure: (any Error)?
    let tip: Decimal
    let ratio: Float
    let rating: UInt8
    let initial: Character
    let onFinish: @Sendable (Bool) -> Void
    let pair: (Int, String)
    let anything: Any
    let range: ClosedRange<Int>
    let state: CartState

    init(
        interactor: any CartInteraction,
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
        self.interactor = interactor
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
        interactor.checkout(lines: lines, tip: tip)
    }

    func showTotal(request: Cart.ShowTotal.Request) {
        interactor.showTotal(request: request)
    }
}

// MARK: - CartInteractorOutput

extension CartPresenter: CartInteractorOutput {
    func show(lines: [CartLine]) {
        view?.show(lines: lines)
    }

    func presentShowTotal(response: Cart.ShowTotal.Response) {
        // TODO: Turn the response into Cart.ShowTotal.ViewModel(title:), then display it.
    }
}
