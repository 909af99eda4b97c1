// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation

/// Builds the scene: the interactor, the presenter and the router, linked
/// around a view controller.
@MainActor
enum GalleryConfigurator {
    /// Links the scene's actors around `viewController`, which owns the scene:
    /// it keeps the interactor and the router returned.
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    static func configure(
        viewController: some GalleryDisplayLogic,
        album: String,
        filter: ((Photo) -> Bool)?,
        columns: UInt8,
        spacing: Decimal,
        tags: Set<String>,
        delegate: (any GalleryDelegate)?,
        photoStore: any PhotoStore,
        thumbnails: any ThumbnailCache
    ) -> (interactor: GalleryInteractor, router: GalleryRouter) {
        let interactor = GalleryInteractor(
            photoStore: photoStore,
            thumbnails: thumbnails,
            album: album,
            filter: filter,
            columns: columns,
            spacing: spacing,
            tags: tags
        )
        let presenter = GalleryPresenter()
        let router = GalleryRouter()
        interactor.presenter = presenter
        interactor.delegate = delegate
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        return (interactor, router)
    }
}
