// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation

/// Builds the scene: the interactor, the presenter and the router, linked
/// around a view controller.
@MainActor
enum GalleryConfigurator {
    /// Builds the scene's actors, then the view controller `makeViewController`
    /// makes with its interactor and router, which owns the scene.
    static func configure<ViewType: GalleryDisplayLogic>(
        viewController makeViewController: (
            any GalleryBusinessLogic,
            any GalleryRoutingLogic & GalleryDataPassing
        ) -> ViewType,
        album: String,
        filter: ((Photo) -> Bool)?,
        columns: UInt8,
        spacing: Decimal,
        tags: Set<String>,
        delegate: (any GalleryDelegate)?,
        photoStore: any PhotoStore,
        thumbnails: any ThumbnailCache
    ) -> (viewController: ViewType, interactor: GalleryInteractor, router: GalleryRouter) {
        let presenter = GalleryPresenter()
        let interactor = GalleryInteractor(
            presenter: presenter,
            photoStore: photoStore,
            thumbnails: thumbnails,
            album: album,
            filter: filter,
            columns: columns,
            spacing: spacing,
            tags: tags
        )
        let router = GalleryRouter()
        let viewController = makeViewController(interactor, router)
        interactor.delegate = delegate
        presenter.viewController = viewController
        router.view = viewController
        router.dataStore = interactor
        return (viewController, interactor, router)
    }
}
