// Created by archgen from Home.archgen. Yours to edit.

import Foundation

@MainActor
final class HomeRouter: HomeRoutingLogic, HomeDataPassing {
    /// Held weakly: the view controller owns the scene.
    weak var viewController: (any HomeDisplayLogic)?
    /// The interactor's data, passed on to the next scene.
    var dataStore: (any HomeDataStore)?

    func close() {
        // TODO: Build the next scene, pass it what it needs from the data store, and show it from the view controller.
    }
}
