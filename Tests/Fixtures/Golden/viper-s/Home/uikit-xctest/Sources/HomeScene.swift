// Created by archgen from Home.archgen. Yours to edit.
// The Home screen.

import Foundation

#if canImport(UIKit)
import UIKit

/// The module's scene, updated by the director.
final class HomeScene: UIViewController, Home_DisplayUI {
    /// The module's director, held strongly: the scene keeps the module alive.
    var eventsHandler: (any Home_HandleUIEvents)!

    func display(title: String) {
        // TODO: Update the UI.
    }
}
#endif
