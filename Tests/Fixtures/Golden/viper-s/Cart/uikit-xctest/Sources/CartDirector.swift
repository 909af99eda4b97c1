// Created by archgen from Cart.archgen. Yours to edit.

import Foundation

/// Handles the scene's events and presents the worker's data.
@MainActor
final class CartDirector {
    weak var ui: (any Cart_DisplayUI)?
    let dataManager: any Cart_ManageData
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
        dataManager: any Cart_ManageData,
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
        self.dataManager = dataManager
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
}

// MARK: - Cart_HandleUIEvents

extension CartDirector: Cart_HandleUIEvents {
    func checkout(lines: [CartLine], tip: Decimal) {
        dataManager.checkout(lines: lines, tip: tip)
    }

    func showTotal(request: Cart.ShowTotal.Request) {
        dataManager.showTotal(request: request)
    }
}

// MARK: - Cart_PresentData

extension CartDirector: Cart_PresentData {
    func show(lines: [CartLine]) {
        ui?.show(lines: lines)
    }

    func presentShowTotal(response: Cart.ShowTotal.Response) {
        // TODO: Turn the response into Cart.ShowTotal.ViewModel(title:), then display it.
    }
}
