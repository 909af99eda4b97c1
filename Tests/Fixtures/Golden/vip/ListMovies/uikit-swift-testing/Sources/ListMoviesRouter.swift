// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// The scene has no routes yet: the router passes the interactor's data on
/// (Clean Swift's data passing).
@MainActor
final class ListMoviesRouter: ListMoviesDataPassing {
    /// Held weakly: the view controller owns the scene.
    weak var view: (any ListMoviesDisplayLogic)?
    /// The interactor's data, passed on to the next scene.
    var dataStore: (any ListMoviesDataStore)?
}

#if canImport(UIKit)
extension ListMoviesRouter {
    /// The view controller to navigate from (Clean Swift's router's `viewController`).
    var viewController: UIViewController? {
        view as? UIViewController
    }
}
#endif
