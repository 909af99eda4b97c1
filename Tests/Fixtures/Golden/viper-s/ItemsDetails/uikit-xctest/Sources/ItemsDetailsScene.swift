// Created by archgen from ItemsDetails.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

/// The module's scene, updated by the director.
final class ItemsDetailsScene: UIViewController, ItemsDetails_DisplayUI {
    /// The module's director, held strongly: the scene keeps the module alive.
    var eventsHandler: (any ItemsDetails_HandleUIEvents)!

    func display(title: String, date: String) {
        // TODO: Update the UI.
    }
}
#endif
