// Created by archgen from ItemsDetails.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

/// The module's scene, updated by the director.
final class ItemsDetailsScene: UIViewController, ItemsDetails_DisplayUI {
    /// The module's director, held strongly: the scene keeps the module alive.
    let eventsHandler: any ItemsDetails_HandleUIEvents

    init(eventsHandler: any ItemsDetails_HandleUIEvents) {
        self.eventsHandler = eventsHandler
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func display(title: String, date: String) {
        // TODO: Update the UI.
    }
}
#endif
