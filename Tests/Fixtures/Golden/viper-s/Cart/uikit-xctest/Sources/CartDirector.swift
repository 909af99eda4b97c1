// Created by archgen from Cart.archgen. Yours to edit.

import Foundation

/// Handles the scene's events and presents the worker's data.
@preconcurrency @MainActor
final class CartDirector {
    weak var ui: (any Cart_DisplayUI)?
    var dataManager: (any Cart_ManageData)!
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
        // TODO: Turn the response into what the view shows.
        let viewModel = Cart.ShowTotal.ViewModel(title: nil)
        ui?.displayShowTotal(viewModel: viewModel)
    }
}
