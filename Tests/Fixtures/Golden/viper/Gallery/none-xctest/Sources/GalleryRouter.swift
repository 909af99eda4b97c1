// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation

@MainActor
final class GalleryRouter: GalleryRoutable {
    /// The module's view, held weakly: the view owns the module.
    weak var view: (any GalleryView)?

    /// Builds the module's actors, then the view `makeView` makes with its
    /// presenter, which keeps them alive.
    @discardableResult
    static func assemble<ViewType: GalleryView>(
        view makeView: (any GalleryPresentation) -> ViewType,
        album: String,
        filter: ((Photo) -> Bool)?,
        columns: UInt8,
        spacing: Decimal,
        tags: Set<String>,
        delegate: (any GalleryDelegate)?,
        photoStore: any PhotoStore,
        thumbnails: any ThumbnailCache
    ) -> (view: ViewType, presenter: GalleryPresenter) {
        let interactor = GalleryInteractor(photoStore: photoStore, thumbnails: thumbnails)
        let router = GalleryRouter()
        let presenter = GalleryPresenter(
            interactor: interactor,
            router: router,
            album: album,
            filter: filter,
            columns: columns,
            spacing: spacing,
            tags: tags
        )
        let view = makeView(presenter)
        presenter.view = view
        presenter.delegate = delegate
        interactor.output = presenter
        router.view = view
        return (view, presenter)
    }

    func open(_ photo: Photo, completion: @escaping () -> Void) {
        // TODO: Navigate.
    }

    func close(animated: Bool) {
        // TODO: Navigate.
    }
}
