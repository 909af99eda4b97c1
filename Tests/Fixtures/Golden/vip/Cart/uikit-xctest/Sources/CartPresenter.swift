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
        // TODO: Turn the response into what the view shows.
        let viewModel = Cart.ShowTotal.ViewModel(title: nil)
        viewController?.displayShowTotal(viewModel: viewModel)
    }
}
