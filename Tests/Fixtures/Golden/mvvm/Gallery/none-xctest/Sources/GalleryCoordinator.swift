// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation

/// Builds the module and navigates from its view.
@preconcurrency @MainActor
final class GalleryCoordinator {
    /// The module's view, held weakly: the view owns the module.
    weak var view: (any GalleryViewModelOutput)?

    /// Links the module's actors around `view` and returns the view model,
    /// which the caller keeps (the view keeps it as its `viewModel`).
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    static func assemble(
        view: some GalleryViewModelOutput,
        album: String,
        filter: ((Photo) -> Bool)?,
        columns: UInt8,
        spacing: Decimal,
        tags: Set<String>,
        delegate: (any GalleryDelegate)?,
        photoStore: any PhotoStore,
        thumbnails: any ThumbnailCache
    ) -> GalleryViewModel {
        let viewModel = GalleryViewModel(
            photoStore: photoStore,
            thumbnails: thumbnails,
            album: album,
            filter: filter,
            columns: columns,
            spacing: spacing,
            tags: tags
        )
        let coordinator = GalleryCoordinator()
        viewModel.output = view
        viewModel.coordinator = coordinator
        viewModel.delegate = delegate
        coordinator.view = view
        return viewModel
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
