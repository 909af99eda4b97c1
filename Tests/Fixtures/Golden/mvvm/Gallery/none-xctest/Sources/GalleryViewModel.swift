// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation

/// Takes the view's events, asks the services it is given, and tells its
/// output (the view) what to show.
@MainActor
final class GalleryViewModel: GalleryViewModelInput {
    weak var output: (any GalleryViewModelOutput)?
    let coordinator: any GalleryCoordinating
    weak var delegate: (any GalleryDelegate)?
    let photoStore: any PhotoStore
    let thumbnails: any ThumbnailCache
    let album: String
    let filter: ((Photo) -> Bool)?
    let columns: UInt8
    let spacing: Decimal
    let tags: Set<String>

    init(
        coordinator: any GalleryCoordinating,
        photoStore: any PhotoStore,
        thumbnails: any ThumbnailCache,
        album: String,
        filter: ((Photo) -> Bool)?,
        columns: UInt8,
        spacing: Decimal,
        tags: Set<String>
    ) {
        self.coordinator = coordinator
        self.photoStore = photoStore
        self.thumbnails = thumbnails
        self.album = album
        self.filter = filter
        self.columns = columns
        self.spacing = spacing
        self.tags = tags
    }

    func onAppear() {
        // TODO: Ask the services, then update the output, or navigate.
    }

    func select(at index: Int) {
        // TODO: Ask the services, then update the output, or navigate.
    }

    func move(from source: Int, to destination: Int) {
        // TODO: Ask the services, then update the output, or navigate.
    }

    func filter(in album: String, for query: String) {
        // TODO: Ask the services, then update the output, or navigate.
    }

    @MainActor func refresh() async {
        // TODO: Ask the services, then update the output, or navigate.
    }
}
