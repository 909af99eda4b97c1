// Created by archgen from Cart.archgen. Yours to edit.

import Foundation

final class CartPresenter: CartPresentation {
    weak var view: (any CartView)?
    var interactor: (any CartInteraction)!
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
        // TODO: Turn the response into what the view shows.
        let viewModel = Cart.ShowTotal.ViewModel(title: nil)
        view?.displayShowTotal(viewModel: viewModel)
    }
}
