// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation

/// Does the director's data requests and presents their results.
@MainActor
final class GalleryWorker {
    weak var presenter: (any Gallery_PresentData)?
    let photoStore: any PhotoStore
    let thumbnails: any ThumbnailCache

    init(photoStore: any PhotoStore, thumbnails: any ThumbnailCache) {
        self.photoStore = photoStore
        self.thumbnails = thumbnails
    }
}

// MARK: - Gallery_ManageData

extension GalleryWorker: Gallery_ManageData {
    @MainActor func loadPhoto(id: Int) async throws -> Photo {
        // TODO: Do the work, then present its result.
        fatalError("\(#function) is not implemented yet")
    }

    func total(of values: Int...) -> Int {
        // TODO: Do the work, then present its result.
        return 0
    }

    func normalize(_ value: inout Int) {
        // TODO: Do the work, then present its result.
    }

    func first<T: Equatable>(of items: [T], matching item: T) -> T? {
        // TODO: Do the work, then present its result.
        return nil
    }

    func filter(in album: String, for query: String) {
        // TODO: Do the work, then present its result.
    }

    @MainActor func refresh() async {
        // TODO: Do the work, then present its result.
    }
}
