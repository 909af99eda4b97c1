// Created by archgen from Cart.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

final class CartViewController: UIViewController, CartDisplayLogic {
    /// The scene, linked by `CartConfigurator`: the view controller owns it.
    var interactor: (any CartBusinessLogic)?
    var router: (any CartDataPassing)?

    func show(lines: [CartLine]) {
        // TODO: Update the UI.
    }

    func displayShowTotal(viewModel: Cart.ShowTotal.ViewModel) {
        // TODO: Update the UI.
    }
}
#endif
