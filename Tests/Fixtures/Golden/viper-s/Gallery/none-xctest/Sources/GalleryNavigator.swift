// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation

/// Builds the module and navigates from its scene.
@MainActor
final class GalleryNavigator {
    /// The module's scene, held weakly: the scene owns the module.
    weak var scene: (any Gallery_DisplayUI)?

    /// Builds the module's actors, then the scene `makeUI` makes with its
    /// director, which keeps them alive.
    static func assemble<ViewType: Gallery_DisplayUI>(
        ui makeUI: (any Gallery_HandleUIEvents) -> ViewType,
        album: String,
        filter: ((Photo) -> Bool)?,
        columns: UInt8,
        spacing: Decimal,
        tags: Set<String>,
        delegate: (any Gallery_Delegate)?,
        photoStore: any PhotoStore,
        thumbnails: any ThumbnailCache
    ) -> (ui: ViewType, director: GalleryDirector) {
        let worker = GalleryWorker(photoStore: photoStore, thumbnails: thumbnails)
        let navigator = GalleryNavigator()
        let director = GalleryDirector(
            dataManager: worker,
            navigator: navigator,
            album: album,
            filter: filter,
            columns: columns,
            spacing: spacing,
            tags: tags
        )
        let ui = makeUI(director)
        director.ui = ui
        director.delegate = delegate
        worker.presenter = director
        navigator.scene = ui
        return (ui, director)
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
