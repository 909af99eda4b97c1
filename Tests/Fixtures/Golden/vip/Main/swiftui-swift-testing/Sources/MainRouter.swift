// Created by archgen from Main.archgen. Yours to edit.

import Foundation

/// The scene has no routes yet: the router passes the interactor's data on
/// (Clean Swift's data passing).
@MainActor
final class MainRouter: MainDataPassing {
    /// Held weakly: the screen's model owns the scene.
    weak var view: (any MainDisplayLogic)?
    /// The interactor's data, passed on to the next scene.
    var dataStore: (any MainDataStore)?
}
