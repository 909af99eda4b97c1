// Created by archgen from Main.archgen. Yours to edit.

import Foundation

final class MainRouter: MainRoutingLogic, MainDataPassing {
    /// Held weakly: the view controller owns the scene.
    weak var viewController: (any MainDisplayLogic)?
    /// The interactor's data, passed on to the next scene.
    var dataStore: (any MainDataStore)?
}
