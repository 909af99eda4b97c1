// Created by archgen from Cart.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

final class CartViewController: UIViewController, CartView {
    var presenter: (any CartPresentation)!

    func show(lines: [CartLine]) {
        // TODO: Update the UI.
    }

    func displayShowTotal(viewModel: Cart.ShowTotal.ViewModel) {
        // TODO: Update the UI.
    }
}
#endif
