// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation

@preconcurrency @MainActor
final class GalleryRouter: GalleryRoutable {
    /// The module's view, held weakly: the view owns the module.
    weak var view: (any GalleryView)?

    /// Links the module's actors around `view`, which keeps them alive.
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    @discardableResult
    static func assemble(
        view: some GalleryView,
        album: String,
        filter: ((Photo) -> Bool)?,
        columns: UInt8,
        spacing: Decimal,
        tags: Set<String>,
        delegate: (any GalleryDelegate)?,
        photoStore: any PhotoStore,
        thumbnails: any ThumbnailCache
    ) -> GalleryPresenter {
        let presenter = GalleryPresenter(album: album, filter: filter, columns: columns, spacing: spacing, tags: tags)
        let interactor = GalleryInteractor(photoStore: photoStore, thumbnails: thumbnails)
        let router = GalleryRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        presenter.delegate = delegate
        interactor.output = presenter
        router.view = view
        return presenter
    }

    func open(_ photo: Photo, completion: @escaping () -> Void) {
        // TODO: Navigate.
    }

    func close(animated: Bool) {
        // TODO: Navigate.
    }
}
