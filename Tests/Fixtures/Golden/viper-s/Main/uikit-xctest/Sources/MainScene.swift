// Created by archgen from Main.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

/// The module's scene, updated by the director.
final class MainScene: UIViewController, Main_DisplayUI {
    /// The module's director, held strongly: the scene keeps the module alive.
    var eventsHandler: (any Main_HandleUIEvents)!

    func updateClockTime(viewModel: Main.CurrentTime.ViewModel) {
        // TODO: Update the UI.
    }

    func setUserInfo(viewModel: Main.UserInfo.ViewModel) {
        // TODO: Update the UI.
    }

    func updateFromUserInfo(viewModel: Main.UserInfo.ViewModel) {
        // TODO: Update the UI.
    }
}
#endif
