// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation

@MainActor
final class GalleryRouter: GalleryRoutingLogic, GalleryDataPassing {
    /// Held weakly: the view controller owns the scene.
    weak var view: (any GalleryDisplayLogic)?
    /// The interactor's data, passed on to the next scene.
    var dataStore: (any GalleryDataStore)?

    // MARK: Routing

    func open(_ photo: Photo, completion: @escaping () -> Void) {
        // TODO: Build the next scene, pass it what it needs from the data store, and show it from the view controller.
    }

    func close(animated: Bool) {
        // TODO: Build the next scene, pass it what it needs from the data store, and show it from the view controller.
    }
}
