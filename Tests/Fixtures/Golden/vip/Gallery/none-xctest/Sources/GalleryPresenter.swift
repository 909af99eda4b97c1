// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation

@MainActor
final class GalleryPresenter: GalleryPresentationLogic {
    /// Held weakly: the view controller owns the scene.
    weak var viewController: (any GalleryDisplayLogic)?

    func didLoad(photo: Photo) {
        // TODO: Prepare what the view controller displays.
    }

    func didFail(error: Error) {
        // TODO: Prepare what the view controller displays.
    }

    func progress(_ handler: @escaping (Double) -> Void) {
        // TODO: Prepare what the view controller displays.
    }
}
