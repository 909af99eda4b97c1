// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation

final class ListMoviesRouter: ListMoviesRoutingLogic, ListMoviesDataPassing {
    /// Held weakly: the view controller owns the scene.
    weak var viewController: (any ListMoviesDisplayLogic)?
    /// The interactor's data, passed on to the next scene.
    var dataStore: (any ListMoviesDataStore)?
}
