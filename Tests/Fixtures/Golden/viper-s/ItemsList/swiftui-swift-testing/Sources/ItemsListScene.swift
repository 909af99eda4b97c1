// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation

#if canImport(SwiftUI)
import SwiftUI

/// What the scene shows, updated by the director.
final class ItemsListSceneModel: ObservableObject, ItemsList_DisplayUI {
    /// The module's director, held strongly: the model keeps the module alive.
    let eventsHandler: any ItemsList_HandleUIEvents

    init(eventsHandler: any ItemsList_HandleUIEvents) {
        self.eventsHandler = eventsHandler
    }

    func toggle(loading: Bool) {
        // TODO: Update the UI.
    }

    func display(items: [ItemUI]) {
        // TODO: Update the UI.
    }

    func displayError() {
        // TODO: Update the UI.
    }

    func displaySuccess() {
        // TODO: Update the UI.
    }
}

/// The module's scene.
struct ItemsListScene: View {
    @StateObject private var model: ItemsListSceneModel

    init(model: @autoclosure @escaping () -> ItemsListSceneModel) {
        _model = StateObject(wrappedValue: model())
    }

    var body: some View {
        Text("ItemsList")
    }
}
#endif
