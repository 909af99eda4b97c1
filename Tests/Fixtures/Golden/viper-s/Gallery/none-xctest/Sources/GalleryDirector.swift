// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation

/// Handles the scene's events and presents the worker's data.
@MainActor
final class GalleryDirector {
    weak var ui: (any Gallery_DisplayUI)?
    let dataManager: any Gallery_ManageData
    let navigator: any Gallery_Navigate
    weak var delegate: (any Gallery_Delegate)?
    let album: String
    let filter: ((Photo) -> Bool)?
    let columns: UInt8
    let spacing: Decimal
    let tags: Set<String>

    init(
        dataManager: any Gallery_ManageData,
        navigator: any Gallery_Navigate,
        album: String,
        filter: ((Photo) -> Bool)?,
        columns: UInt8,
        spacing: Decimal,
        tags: Set<String>
    ) {
        self.dataManager = dataManager
        self.navigator = navigator
        self.album = album
        self.filter = filter
        self.columns = columns
        self.spacing = spacing
        self.tags = tags
    }
}

// MARK: - Gallery_HandleUIEvents

extension GalleryDirector: Gallery_HandleUIEvents {
    func onAppear() {
        // TODO: Ask the data manager or the navigator.
    }

    func select(at index: Int) {
        // TODO: Ask the data manager or the navigator.
    }

    func move(from source: Int, to destination: Int) {
        // TODO: Ask the data manager or the navigator.
    }

    func filter(in album: String, for query: String) {
        dataManager.filter(in: album, for: query)
    }

    @MainActor func refresh() async {
        await dataManager.refresh()
    }
}

// MARK: - Gallery_PresentData

extension GalleryDirector: Gallery_PresentData {
    func didLoad(photo: Photo) {
        // TODO: Update the UI or navigate.
    }

    func didFail(error: Error) {
        // TODO: Update the UI or navigate.
    }

    func progress(_ handler: @escaping (Double) -> Void) {
        // TODO: Update the UI or navigate.
    }
}
