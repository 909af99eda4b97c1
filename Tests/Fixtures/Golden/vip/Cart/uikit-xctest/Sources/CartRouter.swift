// Created by archgen from Cart.archgen. Yours to edit.

import Foundation

final class CartRouter: CartRoutingLogic, CartDataPassing {
    /// Held weakly: the view controller owns the scene.
    weak var viewController: (any CartDisplayLogic)?
    /// The interactor's data, passed on to the next scene.
    var dataStore: (any CartDataStore)?
}
