// Created by archgen from Cart.archgen. Yours to edit.

import Foundation

@MainActor
final class CartPresenter: CartPresentationLogic {
    /// Held weakly: the view controller owns the scene.
    weak var viewController: (any CartDisplayLogic)?

    func show(lines: [CartLine]) {
        viewController?.show(lines: lines)
    }

    func presentShowTotal(response: Cart.ShowTotal.Response) {
        // TODO: Turn the response into Cart.ShowTotal.ViewModel(title:), then display it.
    }
}
