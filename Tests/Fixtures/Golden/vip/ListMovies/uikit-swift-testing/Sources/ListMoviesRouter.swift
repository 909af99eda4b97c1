// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation

/// The scene has no routes yet: the router passes the interactor's data on
/// (Clean Swift's data passing).
@MainActor
final class ListMoviesRouter: ListMoviesDataPassing {
    /// Held weakly: the view controller owns the scene.
    weak var viewController: (any ListMoviesDisplayLogic)?
    /// The interactor's data, passed on to the next scene.
    var dataStore: (any ListMoviesDataStore)?
}
