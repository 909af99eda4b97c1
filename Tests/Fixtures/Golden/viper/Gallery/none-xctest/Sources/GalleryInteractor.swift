// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation

@MainActor
final class GalleryInteractor: GalleryInteraction {
    weak var output: (any GalleryInteractorOutput)?
    let photoStore: any PhotoStore
    let thumbnails: any ThumbnailCache

    init(photoStore: any PhotoStore, thumbnails: any ThumbnailCache) {
        self.photoStore = photoStore
        self.thumbnails = thumbnails
    }

    @MainActor func loadPhoto(id: Int) async throws -> Photo {
        // TODO: Do the work, then report to the output.
        fatalError("\(#function) is not implemented yet")
    }

    func total(of values: Int...) -> Int {
        // TODO: Do the work, then report to the output.
        return 0
    }

    func normalize(_ value: inout Int) {
        // TODO: Do the work, then report to the output.
    }

    func first<T: Equatable>(of items: [T], matching item: T) -> T? {
        // TODO: Do the work, then report to the output.
        return nil
    }

    func filter(in album: String, for query: String) {
        // TODO: Do the work, then report to the output.
    }

    @MainActor func refresh() async {
        // TODO: Do the work, then report to the output.
    }
}
