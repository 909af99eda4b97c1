// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

#if canImport(UIKit)
import UIKit

/// The module's scene, updated by the director.
final class SignInScene: UIViewController, SignIn_DisplayUI {
    /// The module's director, held strongly: the scene keeps the module alive.
    let eventsHandler: any SignIn_HandleUIEvents

    init(eventsHandler: any SignIn_HandleUIEvents) {
        self.eventsHandler = eventsHandler
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func updateLoading(loading: Bool) {
        // TODO: Update the UI.
    }
}
#endif
