// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation

@MainActor
final class GalleryInteractor: GalleryBusinessLogic, GalleryDataStore {
    let presenter: any GalleryPresentationLogic
    weak var delegate: (any GalleryDelegate)?
    let photoStore: any PhotoStore
    let thumbnails: any ThumbnailCache
    var album: String
    var filter: ((Photo) -> Bool)?
    var columns: UInt8
    var spacing: Decimal
    var tags: Set<String>

    init(
        presenter: any GalleryPresentationLogic,
        photoStore: any PhotoStore,
        thumbnails: any ThumbnailCache,
        album: String,
        filter: ((Photo) -> Bool)?,
        columns: UInt8,
        spacing: Decimal,
        tags: Set<String>
    ) {
        self.presenter = presenter
        self.photoStore = photoStore
        self.thumbnails = thumbnails
        self.album = album
        self.filter = filter
        self.columns = columns
        self.spacing = spacing
        self.tags = tags
    }

    func onAppear() {
        // TODO: Do the work, then present the response.
    }

    func select(at index: Int) {
        // TODO: Do the work, then present the response.
    }

    func move(from source: Int, to destination: Int) {
        // TODO: Do the work, then present the response.
    }

    func filter(in album: String, for query: String) {
        // TODO: Do the work, then present the response.
    }

    @MainActor func refresh() async {
        // TODO: Do the work, then present the response.
    }

    @MainActor func loadPhoto(id: Int) async throws -> Photo {
        // TODO: Do the work, then present the response.
        fatalError("\(#function) is not implemented yet")
    }

    func total(of values: Int...) -> Int {
        // TODO: Do the work, then present the response.
        return 0
    }

    func normalize(_ value: inout Int) {
        // TODO: Do the work, then present the response.
    }

    func first<T: Equatable>(of items: [T], matching item: T) -> T? {
        // TODO: Do the work, then present the response.
        return nil
    }
}
