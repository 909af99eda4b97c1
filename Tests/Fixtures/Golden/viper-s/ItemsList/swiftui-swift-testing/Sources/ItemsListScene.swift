// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation

#if canImport(SwiftUI)
import SwiftUI

/// What the scene shows, updated by the director.
@Observable
final class ItemsListSceneModel: ItemsList_DisplayUI {
    /// The module's director, held strongly: the model keeps the module alive.
    let eventsHandler: any ItemsList_HandleUIEvents

    // What the view's commands set; the screen shows it.
    private(set) var loading: Bool = false
    private(set) var items: [ItemUI] = []

    init(eventsHandler: any ItemsList_HandleUIEvents) {
        self.eventsHandler = eventsHandler
    }

    func toggle(loading: Bool) {
        self.loading = loading
    }

    func display(items: [ItemUI]) {
        self.items = items
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
    /// Internal, not private: the route tests of the module that opens this one read it.
    @State var model: ItemsListSceneModel

    init(model: ItemsListSceneModel) {
        _model = State(initialValue: model)
    }

    var body: some View {
        List {
            Text(String(describing: model.loading))
            ForEach(Array(model.items.enumerated()), id: \.offset) { row in
                Text(String(describing: row.element))
            }
        }
    }
}
#endif
