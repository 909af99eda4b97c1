// Created by archgen from Cart.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

/// The module's scene, updated by the director.
final class CartScene: UIViewController, Cart_DisplayUI {
    /// The module's director, held strongly: the scene keeps the module alive.
    var eventsHandler: (any Cart_HandleUIEvents)!

    func show(lines: [CartLine]) {
        // TODO: Update the UI.
    }

    func displayShowTotal(viewModel: Cart.ShowTotal.ViewModel) {
        // TODO: Update the UI.
    }
}
#endif
