// Created by archgen from SignIn.archgen. Yours to edit.
// Signs a user in with a username.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

#if canImport(UIKit)
import UIKit

/// The module's scene, updated by the director.
final class SignInScene: UIViewController, SignIn_DisplayUI {
    /// The module's director, held strongly: the scene keeps the module alive.
    var eventsHandler: (any SignIn_HandleUIEvents)!

    func updateLoading(loading: Bool) {
        // TODO: Update the UI.
    }
}
#endif
