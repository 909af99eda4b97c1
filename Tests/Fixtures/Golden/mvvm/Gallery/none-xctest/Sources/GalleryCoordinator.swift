// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation

/// Builds the module and navigates from its view.
@MainActor
final class GalleryCoordinator {
    /// The module's view, held weakly: the view owns the module.
    weak var view: (any GalleryViewModelOutput)?

    /// Builds the module's actors, then the view `makeView` makes with its
    /// view model, which keeps them alive.
    static func assemble<ViewType: GalleryViewModelOutput>(
        view makeView: (any GalleryViewModelInput) -> ViewType,
        album: String,
        filter: ((Photo) -> Bool)?,
        columns: UInt8,
        spacing: Decimal,
        tags: Set<String>,
        delegate: (any GalleryDelegate)?,
        photoStore: any PhotoStore,
        thumbnails: any ThumbnailCache
    ) -> (view: ViewType, viewModel: GalleryViewModel) {
        let coordinator = GalleryCoordinator()
        let viewModel = GalleryViewModel(
            coordinator: coordinator,
            photoStore: photoStore,
            thumbnails: thumbnails,
            album: album,
            filter: filter,
            columns: columns,
            spacing: spacing,
            tags: tags
        )
        let view = makeView(viewModel)
        viewModel.output = view
        viewModel.delegate = delegate
        coordinator.view = view
        return (view, viewModel)
    }
}

// MARK: - GalleryCoordinating

extension GalleryCoordinator: GalleryCoordinating {
    func open(_ photo: Photo, completion: @escaping () -> Void) {
        // TODO: Navigate.
    }

    func close(animated: Bool) {
        // TODO: Navigate.
    }
}
