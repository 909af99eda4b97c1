// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation

@MainActor
final class GalleryPresenter: GalleryPresentation {
    weak var view: (any GalleryView)?
    let interactor: any GalleryInteraction
    let router: any GalleryRoutable
    weak var delegate: (any GalleryDelegate)?
    let album: String
    let filter: ((Photo) -> Bool)?
    let columns: UInt8
    let spacing: Decimal
    let tags: Set<String>

    init(
        interactor: any GalleryInteraction,
        router: any GalleryRoutable,
        album: String,
        filter: ((Photo) -> Bool)?,
        columns: UInt8,
        spacing: Decimal,
        tags: Set<String>
    ) {
        self.interactor = interactor
        self.router = router
        self.album = album
        self.filter = filter
        self.columns = columns
        self.spacing = spacing
        self.tags = tags
    }

    func onAppear() {
        // TODO: Ask the interactor or the router.
    }

    func select(at index: Int) {
        // TODO: Ask the interactor or the router.
    }

    func move(from source: Int, to destination: Int) {
        // TODO: Ask the interactor or the router.
    }

    func filter(in album: String, for query: String) {
        interactor.filter(in: album, for: query)
    }

    @MainActor func refresh() async {
        await interactor.refresh()
    }
}

// MARK: - GalleryInteractorOutput

extension GalleryPresenter: GalleryInteractorOutput {
    func didLoad(photo: Photo) {
        // TODO: Update the view or route.
    }

    func didFail(error: Error) {
        // TODO: Update the view or route.
    }

    func progress(_ handler: @escaping (Double) -> Void) {
        // TODO: Update the view or route.
    }
}
