// Created by archgen from Main.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

/// The module's scene, updated by the director.
final class MainScene: UIViewController, Main_DisplayUI {
    /// The module's director, held strongly: the scene keeps the module alive.
    let eventsHandler: any Main_HandleUIEvents

    init(eventsHandler: any Main_HandleUIEvents) {
        self.eventsHandler = eventsHandler
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

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
