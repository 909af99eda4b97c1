// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation

/// Builds the module and navigates from its scene.
@preconcurrency @MainActor
final class GalleryNavigator {
    /// The module's scene, held weakly: the scene owns the module.
    weak var scene: (any Gallery_DisplayUI)?

    /// Links the module's actors around `ui` and returns the director, which
    /// the caller keeps (a scene keeps it as its `eventsHandler`).
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    static func assemble(
        ui: some Gallery_DisplayUI,
        album: String,
        filter: ((Photo) -> Bool)?,
        columns: UInt8,
        spacing: Decimal,
        tags: Set<String>,
        delegate: (any Gallery_Delegate)?,
        photoStore: any PhotoStore,
        thumbnails: any ThumbnailCache
    ) -> GalleryDirector {
        let director = GalleryDirector(album: album, filter: filter, columns: columns, spacing: spacing, tags: tags)
        let worker = GalleryWorker(photoStore: photoStore, thumbnails: thumbnails)
        let navigator = GalleryNavigator()
        director.ui = ui
        director.dataManager = worker
        director.navigator = navigator
        director.delegate = delegate
        worker.presenter = director
        navigator.scene = ui
        return director
    }
}

// MARK: - Gallery_Navigate

extension GalleryNavigator: Gallery_Navigate {
    func open(_ photo: Photo, completion: @escaping () -> Void) {
        // TODO: Navigate.
    }

    func close(animated: Bool) {
        // TODO: Navigate.
    }
}
