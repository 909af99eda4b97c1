// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

/// The module's scene, updated by the director.
final class ItemsListScene: UIViewController, ItemsList_DisplayUI {
    /// The module's director, held strongly: the scene keeps the module alive.
    let eventsHandler: any ItemsList_HandleUIEvents

    init(eventsHandler: any ItemsList_HandleUIEvents) {
        self.eventsHandler = eventsHandler
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
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
#endif
